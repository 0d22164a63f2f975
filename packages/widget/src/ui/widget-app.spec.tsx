import { jest } from '@jest/globals';
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { startStandInApi } from '../../test/support/stand-in-api';
import { mountWidget, type MountedWidget } from '../mount';

let api: Awaited<ReturnType<typeof startStandInApi>>;
const mounted: MountedWidget[] = [];
const ownApis: Awaited<ReturnType<typeof startStandInApi>>[] = [];
/** A stand-in with its own settings, closed after the test whatever happens. */
const ownApi = async (options: Parameters<typeof startStandInApi>[0]) => {
  const started = await startStandInApi(options);
  ownApis.push(started);
  return started;
};

const mount = (extra: Record<string, unknown> = {}) => {
  const widget = mountWidget({ apiKey: 'pw_pk_ui', apiUrl: api.url, ...extra });
  mounted.push(widget);
  const hosts = document.querySelectorAll('pagewise-widget');
  const root = hosts[hosts.length - 1].shadowRoot!;
  return { widget, root, ui: within(root as unknown as HTMLElement) };
};

beforeAll(async () => (api = await startStandInApi()));
afterAll(() => api.close());
afterEach(async () => {
  mounted.splice(0).forEach((w) => w.unmount());
  localStorage.clear();
  await Promise.all(ownApis.splice(0).map((a) => a.close()));
});

describe('the widget', () => {
  it('opens as a dialog, streams an answer with a cited page and returns focus on Esc', async () => {
    const { root, ui } = mount();
    const launcher = await ui.findByRole('button', { name: 'Chat: Acme Help' });
    fireEvent.click(launcher);
    const dialog = ui.getByRole('dialog', { name: 'Acme Help' });
    const input = ui.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
    expect(root.activeElement).toBe(input);
    expect(ui.getByText('Hello from Acme.')).toBeTruthy();

    fireEvent.input(input, { target: { value: 'How long do refunds take?' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(api.requests.filter((r) => r.url === '/v1/chat/stream')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });

    const chip = await ui.findByRole('button', { name: /Handbook\.pdf, page 4/ });
    expect(chip.getAttribute('aria-describedby')).toBeTruthy();
    expect(root.getElementById(chip.getAttribute('aria-describedby')!)!.textContent).toBe('Refunds are paid within 14 days.');
    expect(dialog.querySelector('strong')!.textContent).toBe('14 days');
    expect(ui.getByText('Powered by Pagewise')).toBeTruthy();

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(ui.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(root.activeElement).toBe(ui.getByRole('button', { name: 'Chat: Acme Help' })));
  });

  it('lets data-attributes override the organization settings and hides the badge when the plan allows', async () => {
    const own = await ownApi({ config: { show_badge: false, theme: 'dark' } });
    const widget = mountWidget({ apiKey: 'pw_pk_ui', apiUrl: own.url, title: 'Docs helper', accentColor: '#b91c1c', openOnLoad: true });
    mounted.push(widget);
    const host = document.querySelector('pagewise-widget') as HTMLElement;
    const ui = within(host.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(host.getAttribute('theme')).toBe('dark'));
    expect(ui.getByRole('dialog', { name: 'Docs helper' })).toBeTruthy();
    expect(host.shadowRoot!.innerHTML).toContain(':host{--pw-accent:#b91c1c}');
    expect(ui.queryByText('Powered by Pagewise')).toBeNull();
    // Opened on load, the panel must not take focus away from the page.
    expect(host.shadowRoot!.activeElement).toBeNull();
  });

  it("sits where the organization's settings say, unless data-position says otherwise", async () => {
    const own = await ownApi({ config: { position: 'bottom-left' } });
    const widget = mountWidget({ apiKey: 'pw_pk_ui', apiUrl: own.url });
    mounted.push(widget);
    const host = document.querySelector('pagewise-widget') as HTMLElement;
    expect(host.getAttribute('position')).toBe('bottom-right');
    await waitFor(() => expect(host.getAttribute('position')).toBe('bottom-left'));
    widget.unmount();

    const pinned = mountWidget({ apiKey: 'pw_pk_ui', apiUrl: own.url, position: 'bottom-right' });
    mounted.push(pinned);
    const pinnedHost = document.querySelector('pagewise-widget') as HTMLElement;
    await waitFor(() => expect(own.requests.filter((r) => r.url === '/v1/widget/config')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(pinnedHost.getAttribute('position')).toBe('bottom-right');
  });

  it('keeps the conversation across a reload of the page', async () => {
    const first = mount({ openOnLoad: true });
    const input = await first.ui.findByRole('textbox');
    fireEvent.input(input, { target: { value: 'Refunds?' } });
    fireEvent.submit(input.closest('form')!);
    await first.ui.findByRole('button', { name: /Handbook\.pdf/ });
    first.widget.unmount();

    const second = mount({ openOnLoad: true });
    expect(second.ui.getByText('Refunds?')).toBeTruthy();
    expect(second.ui.getByRole('button', { name: /Handbook\.pdf, page 4/ })).toBeTruthy();

    const before = JSON.parse(localStorage.getItem('pagewise:pw_pk_ui')!).sessionId;
    fireEvent.click(second.ui.getByRole('button', { name: 'New conversation' }));
    expect(second.ui.queryByText('Refunds?')).toBeNull();
    const after = JSON.parse(localStorage.getItem('pagewise:pw_pk_ui')!);
    expect(after.messages).toEqual([]);
    expect(after.sessionId).toMatch(/^session_/);
    expect(after.sessionId).not.toBe(before);
  });

  it('keeps two widgets on one page independent', async () => {
    const a = mount({ openOnLoad: true });
    const b = mount({ openOnLoad: true, apiKey: 'pw_pk_second' });
    fireEvent.input(a.ui.getByRole('textbox'), { target: { value: 'Only in A' } });
    expect((b.ui.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(a.ui.getByRole('button', { name: 'Close chat' }));
    expect(b.ui.getByRole('dialog')).toBeTruthy();
  });

  it('shows nothing and tells the site owner when the key refuses this origin', async () => {
    const refusing = await ownApi({ allowedOrigins: ['https://elsewhere.example'] });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Node's fetch sends no Origin, so the stand-in is asked to check one explicitly.
    const origFetch = globalThis.fetch;
    globalThis.fetch = ((url: string, init: RequestInit = {}) =>
      origFetch(url, { ...init, headers: { ...(init.headers as object), Origin: 'http://localhost' } })) as typeof fetch;
    try {
      mounted.push(mountWidget({ apiKey: 'pw_pk_ui', apiUrl: refusing.url }));
      await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining("(origin_not_allowed): This publishable key is not allowed on http://localhost. Add the origin to the key's allowed origins.")));
      expect(document.querySelector('pagewise-widget')!.shadowRoot!.querySelector('button')).toBeNull();
    } finally {
      globalThis.fetch = origFetch;
      log.mockRestore();
    }
  });

  it('counts down a rate limit and keeps the question for later', async () => {
    const limited = await ownApi({
      stream: (_req, res) => {
        res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '42' });
        res.end(JSON.stringify({ error: 'Rate limit exceeded. Please try again in a few seconds.', code: 'rate_limit_exceeded', request_id: 'r' }));
      },
    });
    mounted.push(mountWidget({ apiKey: 'pw_pk_ui', apiUrl: limited.url, openOnLoad: true }));
    const ui = within(document.querySelector('pagewise-widget')!.shadowRoot as unknown as HTMLElement);
    const input = ui.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
    fireEvent.input(input, { target: { value: 'One more?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await ui.findByText(/^Too many questions right now\. You can ask again in 4[12] seconds\.$/)).toBeTruthy();
    expect(input.value).toBe('One more?');
    expect((ui.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
