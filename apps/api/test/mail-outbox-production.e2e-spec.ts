import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LogCapture } from './support/log-capture.js';
import { personalSignup, SiteBrowser } from './support/site-session.js';
import { startTestApp } from './support/test-app.js';

// Its own file: the API's logger is one per process, so a second app in one file would log to the first's capture.
describe('mail without an SMTP server in production', () => {
  it('keeps whole messages in the outbox folder (the mailbox) but prints no link in the log', async () => {
    const logs = new LogCapture();
    const secrets = { JWT_SECRET: 'production-jwt-secret-'.padEnd(40, 'j'), API_KEY_PEPPER: 'production-pepper-'.padEnd(40, 'p') };
    const t = await startTestApp({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000', LOG_LEVEL: 'info', ...secrets }, undefined, { logs });
    try {
      expect((await new SiteBrowser(t.url).post('signup/', personalSignup('prod@example.com'))).status).toBe(201);
      const dir = join(t.dataDir, 'outbox');
      let files: string[] = [];
      for (let i = 0; i < 200 && files.length === 0; i++) {
        files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
        if (files.length === 0) await new Promise((r) => setTimeout(r, 25));
      }
      const token = /token=([\w-]+)/.exec(readFileSync(join(dir, files[0]), 'utf8'))![1];
      const log = logs.raw;
      expect(log).toContain('SMTP_URL is not set');
      expect(log).toMatch(/Verify your email address for Pagewise\W+ to prod@example\.com written to/);
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
