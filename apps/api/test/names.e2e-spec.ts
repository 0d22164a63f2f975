import { DataSource } from 'typeorm';
import { ProvisioningService } from '../src/organizations/provisioning.service.js';
import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { makePdf } from './support/pdf-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const RLO = '\u202E';
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C'];

/** Names are capped at 255 characters (422) and never keep bidirectional controls (docs/api.md, "Names"). */
describe('names: length and bidirectional controls', () => {
  let t: TestApp;
  let org: TestOrganization;
  let pdf: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    org = await createOrganization(t, 'enterprise');
    pdf = await makePdf({ pages: ['Names are shown as they read.'] });
  }, 60_000);
  afterAll(() => t?.close());

  it('refuses a file name over 255 characters with 422, as it refuses such a "name"', async () => {
    const long = `${'a'.repeat(252)}.pdf`;
    const refused = await upload(t, org.adminKey, pdf, long);
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('at most 255 characters');
    expect((await upload(t, org.adminKey, pdf, 'short.pdf', 'n'.repeat(256))).status).toBe(422);
    const fits = await upload(t, org.adminKey, pdf, `${'a'.repeat(251)}.pdf`);
    expect(fits.status).toBe(201);
    expect(fits.body.name).toHaveLength(255);
  });

  it('strips bidirectional controls from document names (the file name and "name")', async () => {
    const fromFile = await upload(t, org.adminKey, pdf, `invoice${RLO}fdp.exe`);
    expect(fromFile.status).toBe(201);
    expect(fromFile.body.name).toBe('invoicefdp.exe');
    const fromName = await upload(t, org.adminKey, pdf, 'x.pdf', `a${BIDI.join('')}b`);
    expect(fromName.body.name).toBe('ab');
    const listed = await (await fetch(`${t.url}/v1/documents`, { headers: bearer(org.adminKey) })).json();
    const names: string[] = (listed.data ?? listed).map((d: { name: string }) => d.name);
    expect(names.filter((n) => BIDI.some((c) => n.includes(c)))).toEqual([]);
  });

  it('strips them from key names, and from names stored before the rule when they are read', async () => {
    const res = await postJson(t.url, '/v1/apikeys', org.adminKey, { name: `CI ${RLO}redaolpu`, scopes: ['documents:list'] });
    expect(res.status).toBe(201);
    const created = (await res.json()).api_key;
    expect(created.name).toBe('CI redaolpu');
    await t.app.get(DataSource).query(`UPDATE api_keys SET name = $1 WHERE id = $2`, [`old${RLO}name`, created.id]);
    const keys = await (await fetch(`${t.url}/v1/apikeys`, { headers: bearer(org.adminKey) })).json();
    const names: string[] = (keys.data ?? keys).map((k: { name: string }) => k.name);
    expect(names).toContain('oldname');
  });

  it('puts a document name into an answer as plain text: a name written as a Markdown link does not become one', async () => {
    const pages = ['Refunds are paid within fourteen days of the returned parcel arriving at the warehouse.'];
    const name = '[Refund form](https://evil.example/steal)';
    const doc = await upload(t, org.adminKey, await makePdf({ pages }), 'refunds.pdf', name);
    expect((await settled(t, org.adminKey, doc.body.id)).status).toBe('processed');
    const res = await postJson(t.url, '/v1/chat', org.adminKey, { message: 'When are refunds paid?' });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.answer).toContain('fourteen days');
    // The name reads as itself, but no [label](url) remains for a Markdown renderer to turn into a link.
    expect(body.answer).toContain('\uFF3BRefund form\uFF3D(https://evil.example/steal), p. 1]');
    expect(body.answer).not.toMatch(/\[[^\]]*\]\(/);
    // The citations keep the name as it is.
    expect(body.source_documents.map((s: { name: string }) => s.name)).toContain(name);
  });

  it('holds organization names to 255 characters and strips their bidi controls, whatever creates them (the CLI too)', async () => {
    const provisioning = t.app.get(ProvisioningService);
    await expect(provisioning.provision({ name: 'o'.repeat(256), plan: 'free', email: null })).rejects.toMatchObject({ code: 'validation_failed' });
    const { organization } = await provisioning.provision({ name: `Acme${RLO} Labs`, plan: 'free', email: null });
    expect(organization.name).toBe('Acme Labs');
    const [row] = await t.app.get(DataSource).query('SELECT name FROM organizations WHERE id = $1', [organization.id]);
    expect(row.name).toBe('Acme Labs');
  });
});
