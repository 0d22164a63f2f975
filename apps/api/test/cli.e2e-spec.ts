import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from './support/test-database.js';

const run = promisify(execFile);
const cli = join(process.cwd(), 'dist/cli/main.js');

/** The operator CLI, run as a process against the built API, on PGlite or PostgreSQL. */
describe('operator CLI', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    if (!existsSync(cli)) throw new Error('Build the API first (npm run build -w @pagewise/api).');
    dataDir = mkdtempSync(join(tmpdir(), 'pagewise-cli-'));
    const database = await createTestDatabase();
    drop = database.drop;
    env = { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pagewise = (...args: string[]) => run(process.execPath, [cli, ...args], { env });

  it('creates, lists and re-plans organizations', async () => {
    const created = await pagewise('org:create', '--name', 'Acme Schools', '--plan', 'pro', '--email', 'it@acme.test', '--json');
    const { organization } = JSON.parse(created.stdout);
    expect(organization).toMatchObject({ name: 'Acme Schools', plan: 'pro', email: 'it@acme.test' });

    await pagewise('org:plan', '--org', organization.id, '--plan', 'enterprise');
    const listed = JSON.parse((await pagewise('org:list', '--json')).stdout);
    expect(listed.organizations).toEqual([expect.objectContaining({ id: organization.id, plan: 'enterprise' })]);
  });

  it('refuses a wrong plan or a missing flag with a usage message and exit code 2', async () => {
    await expect(pagewise('org:create', '--name', 'X', '--plan', 'gold')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--plan must be one of free, pro, enterprise'),
    });
    await expect(pagewise('org:create', '--plan', 'free')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('org:create needs --name'),
    });
  });

  it('says plainly when an organization does not exist', async () => {
    await expect(pagewise('org:plan', '--org', '00000000-0000-0000-0000-000000000000', '--plan', 'free')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Organization not found.'),
    });
  });
});
