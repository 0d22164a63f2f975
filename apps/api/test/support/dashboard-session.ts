import { uploadForm } from './pdf-fixtures.js';
import { SITE_ORIGIN, SiteBrowser, verifiedAccount } from './site-session.js';
import type { SmtpCapture } from './smtp-capture.js';
import type { TestApp } from './test-app.js';

/** A dashboard in a browser: signed in on the site, calling /v1 with its cookies (credentials: 'include'). */
export class DashboardBrowser {
  constructor(
    readonly site: SiteBrowser,
    private readonly baseUrl: string,
  ) {}

  static async signUp(t: TestApp, smtp: SmtpCapture, email: string, password = 'correct horse battery'): Promise<DashboardBrowser> {
    const site = new SiteBrowser(t.url);
    await verifiedAccount(site, smtp, email, password);
    return new DashboardBrowser(site, t.url);
  }

  /** Another browser signed in to the same account (a second session). */
  static async signIn(t: TestApp, email: string, password = 'correct horse battery'): Promise<DashboardBrowser> {
    const site = new SiteBrowser(t.url);
    const login = await site.post('login/', { email, password });
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
    return new DashboardBrowser(site, t.url);
  }

  get cookie(): string {
    return [...this.site.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** A /v1 call carrying the session cookie and, unless told otherwise, the site's Origin. */
  call(method: string, path: string, init: { body?: unknown; form?: FormData; headers?: Record<string, string>; origin?: string | null } = {}) {
    const headers: Record<string, string> = { Cookie: this.cookie, ...init.headers };
    const origin = init.origin === undefined ? SITE_ORIGIN : init.origin;
    if (origin) headers.Origin = origin;
    let body: BodyInit | undefined = init.form;
    if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    return fetch(`${this.baseUrl}${path}`, { method, headers, body });
  }

  upload(bytes: Buffer, filename = 'document.pdf') {
    return this.call('POST', '/v1/documents', { form: uploadForm(bytes, filename) });
  }
}
