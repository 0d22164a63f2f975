import { DataSource } from 'typeorm';
import { SmtpCapture } from './smtp-capture.js';
import type { LogCapture } from './log-capture.js';
import { startTestApp, type TestApp } from './test-app.js';

export const SITE_ORIGIN = 'http://localhost:3000';

export interface SiteAnswer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
  cookies: Record<string, { value: string; attributes: string }>;
}

/** A browser on the site: keeps cookies like one and sends the site's Origin on every call. */
export class SiteBrowser {
  readonly jar = new Map<string, string>();

  constructor(private readonly baseUrl: string, private readonly origin: string | null = SITE_ORIGIN) {}

  get(path: string, headers: Record<string, string> = {}) {
    return this.call('GET', path, undefined, headers);
  }

  post(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.call('POST', path, body, headers);
  }

  patch(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.call('PATCH', path, body, headers);
  }

  async call(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<SiteAnswer> {
    const headers: Record<string, string> = { ...extra };
    if (this.origin) headers.Origin = this.origin;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.Cookie = cookie;
    const res = await fetch(`${this.baseUrl}/api/auth/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const cookies: SiteAnswer['cookies'] = {};
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = decodeURIComponent(rest.join('='));
      cookies[name.trim()] = { value, attributes: attributes.join(';') };
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(line)) this.jar.delete(name.trim());
      else this.jar.set(name.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers, cookies };
  }
}

/** The real app wired to a real SMTP server started here. */
export async function startAccountsApp(
  env: Record<string, string> = {},
  options: { logs?: LogCapture } = {},
): Promise<{ t: TestApp; smtp: SmtpCapture; close: () => Promise<void> }> {
  const smtp = await SmtpCapture.start();
  const t = await startTestApp({ SITE_URL: SITE_ORIGIN, SMTP_URL: smtp.url, SALES_EMAIL: 'sales@pagewise.test', ...env }, undefined, options);
  return { t, smtp, close: async () => (await t.close(), await smtp.close()) };
}

/** One app (and SMTP server) for the whole file: booted before the first test, closed after the last. */
export function useAccountsApp(env: Record<string, string> = {}): { t: TestApp; smtp: SmtpCapture; db: DataSource } {
  const shared = {} as { t: TestApp; smtp: SmtpCapture; db: DataSource };
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startAccountsApp(env);
    Object.assign(shared, { t: started.t, smtp: started.smtp, db: started.t.app.get(DataSource) });
    close = started.close;
  });
  afterAll(() => close?.());
  return shared;
}

export function personalSignup(email: string, overrides: Record<string, unknown> = {}) {
  return {
    account_type: 'personal',
    first_name: 'Asha',
    middle_name: '',
    last_name: 'Rao',
    email,
    phone: '+91 98765 43210',
    country: 'IN',
    password: 'correct horse battery',
    password_confirm: 'correct horse battery',
    ...overrides,
  };
}

/** The verification token from the link in the latest verification mail to `email`. */
export async function verificationToken(smtp: SmtpCapture, email: string, after = 0): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /verify/i.test(m.subject) && smtp.messages.indexOf(m) >= after);
  const link = /(http\S+\/verify-email\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No verification link in: ${mail.text}`);
  return new URL(link).searchParams.get('token')!;
}

/** Signs up and verifies a personal account; the browser ends signed in. */
export async function verifiedAccount(browser: SiteBrowser, smtp: SmtpCapture, email: string, password = 'correct horse battery') {
  const signup = await browser.post('signup/', personalSignup(email, { password, password_confirm: password }));
  if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
  const token = await verificationToken(smtp, email);
  const verified = await browser.post('verify-email/', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.user;
}
