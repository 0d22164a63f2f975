import { jest } from '@jest/globals';
import { fireEvent, waitFor, within } from '@testing-library/preact';
import { answerWith, startStandInApi } from '../../test/support/stand-in-api';
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

    const sources = await ui.findByRole('list', { name: 'Sources' });
    // The chip names the document and page; the sentence quoted from it shows under it.
    expect(within(sources).getByRole('listitem').querySelector('[part=citation]')!.textContent).toBe('1Handbook.pdf, page 4');
    expect(within(sources).getByRole('listitem').querySelector('q')!.textContent).toBe('Refunds are paid within 14 days.');
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
    await first.ui.findByRole('list', { name: 'Sources' });
    first.widget.unmount();

    const second = mount({ openOnLoad: true });
    expect(second.ui.getByText('Refunds?')).toBeTruthy();
    // The citations, their quoted sentences and the rating come back with the conversation.
    expect(second.ui.getByRole('list', { name: 'Sources' }).textContent).toBe('1Handbook.pdf, page 4Refunds are paid within 14 days.');
    expect(second.ui.getByRole('button', { name: 'Helpful' })).toBeTruthy();

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

describe('what the owner and the visitor add to the conversation', () => {
  const openWith = async (options: Parameters<typeof startStandInApi>[0], extra: Record<string, unknown> = {}) => {
    const own = await ownApi(options);
    mounted.push(mountWidget({ apiKey: 'pw_pk_ui', apiUrl: own.url, openOnLoad: true, ...extra }));
    const hosts = document.querySelectorAll('pagewise-widget');
    const host = hosts[hosts.length - 1] as HTMLElement;
    return { own, host, ui: within(host.shadowRoot as unknown as HTMLElement) };
  };
  const askIt = (ui: ReturnType<typeof within>, question: string) => {
    const input = ui.getByRole('textbox');
    fireEvent.input(input, { target: { value: question } });
    fireEvent.keyDown(input, { key: 'Enter' });
  };

  it('shows the starter questions while the conversation is empty, and one click asks', async () => {
    const { own, ui } = await openWith({ config: { starter_questions: ['How long do refunds take?', 'Is water damage covered?'] } });
    const group = await ui.findByRole('group', { name: 'Suggested questions' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['How long do refunds take?', 'Is water damage covered?']);
    fireEvent.click(within(group).getByRole('button', { name: 'Is water damage covered?' }));
    await ui.findByRole('list', { name: 'Sources' });
    expect(own.requests.find((r) => r.url === '/v1/chat/stream')!.body.message).toBe('Is water damage covered?');
    expect(ui.queryByRole('group', { name: 'Suggested questions' })).toBeNull();
    fireEvent.click(ui.getByRole('button', { name: 'New conversation' }));
    expect(ui.getByRole('group', { name: 'Suggested questions' })).toBeTruthy();
  });

  it('rates an answer up or down, replaces the rating, and keeps it across a reload', async () => {
    const { own, ui } = await openWith({});
    askIt(ui, 'Refunds?');
    const up = await ui.findByRole('button', { name: 'Helpful' });
    fireEvent.click(up);
    await waitFor(() => expect(own.requests.filter((r) => r.url === '/v1/chat/feedback')).toHaveLength(1));
    const [first] = own.requests.filter((r) => r.url === '/v1/chat/feedback');
    expect(first.body).toEqual({ message_id: expect.stringMatching(/^msg_/), rating: 'up', session_id: expect.stringMatching(/^session_/) });
    expect(first.headers.authorization).toBe('Bearer pw_pk_ui');
    expect(ui.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(ui.getByRole('button', { name: 'Not helpful' }));
    await waitFor(() => expect(own.requests.filter((r) => r.url === '/v1/chat/feedback')).toHaveLength(2));
    expect(own.requests.filter((r) => r.url === '/v1/chat/feedback')[1].body).toEqual({ ...first.body, rating: 'down' });
    expect(ui.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('false');
    expect(ui.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('pagewise:pw_pk_ui')!).messages[1].rating).toBe('down');
  });

  it('takes a rating back when the API refuses it, and says so', async () => {
    const { ui } = await openWith({
      feedback: (res) => res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' }).end('{"error":"Rate limit exceeded.","code":"rate_limit_exceeded"}'),
    });
    askIt(ui, 'Refunds?');
    fireEvent.click(await ui.findByRole('button', { name: 'Not helpful' }));
    expect(await ui.findByText(/^Too many questions right now\. You can ask again in (30|29) seconds\.$/)).toBeTruthy();
    expect(ui.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('isolates and shortens document names, and hints at rephrasing when the documents have no answer', async () => {
    const rlo = 'invoice\u202Efdp.exe';
    const long = 'Annual report '.repeat(30) + '.pdf';
    const sources = [rlo, long].map((name, i) => ({ document_id: `d${i}`, name, page: 1, confidence: 0.9, snippet: 'Quoted.' }));
    const { ui } = await openWith({ stream: (req, res, body) => answerWith(body.message === 'Gap?' ? 'Not in your documents.' : 'See these.', body.message === 'Gap?' ? [] : sources)(req, res, body) });
    askIt(ui, 'Names?');
    const chips = (await ui.findByRole('list', { name: 'Sources' })).querySelectorAll('[part=citation]');
    // The override stays inside its <bdi>: ", page 1" is outside it, in reading order.
    expect(chips[0].querySelector('bdi')!.textContent).toBe(rlo);
    expect(chips[0].textContent).toBe(`1${rlo}, page 1`);
    const shortened = chips[1].querySelector('bdi')!.textContent!;
    expect([shortened.length, shortened.endsWith('…'), long.startsWith(shortened.slice(0, -1))]).toEqual([80, true, true]);
    askIt(ui, 'Gap?');
    expect(await ui.findByText('Try other words, or ask about what the documents cover.')).toBeTruthy();
  });

  it("makes links followable only where the owner's settings allow it", async () => {
    const answer = answerWith('Read [the policy](https://docs.example.com/policy).');
    const closed = await openWith({ stream: answer });
    askIt(closed.ui, 'Policy?');
    await closed.ui.findByText('(docs.example.com)', { exact: false });
    expect(closed.ui.queryByRole('link')).toBeNull();
    mounted.splice(0).forEach((w) => w.unmount());
    localStorage.clear();
    const open = await openWith({ stream: answer, config: { links_clickable: true } });
    askIt(open.ui, 'Policy?');
    const link = await open.ui.findByRole('link', { name: 'the policy' });
    expect([link.getAttribute('href'), link.getAttribute('rel')]).toEqual(['https://docs.example.com/policy', 'noopener noreferrer nofollow']);
  });
});

describe('the widget in Hindi, Tamil and Marathi', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it("speaks data-lang's language, with words from the pack the API serves, and marks it on the element", async () => {
    const own = await ownApi({ config: { title: 'Ask our documents', greeting: 'Hi! Ask me anything about our documents.' } });
    mounted.push(mountWidget({ apiKey: 'pw_pk_ui', apiUrl: own.url, lang: 'hi' }));
    const host = document.querySelector('pagewise-widget') as HTMLElement;
    const ui = within(host.shadowRoot as unknown as HTMLElement);
    // The API's stock English title gives way to the Hindi one; an owner's own title would stay.
    fireEvent.click(await ui.findByRole('button', { name: 'चैट: हमारे दस्तावेज़ों से पूछें' }));
    expect(host.lang).toBe('hi');
    expect(ui.getByRole('textbox', { name: 'आपका सवाल' }).getAttribute('placeholder')).toBe('सवाल पूछें…');
    expect(ui.getByText('नमस्ते! हमारे दस्तावेज़ों के बारे में कुछ भी पूछें।')).toBeTruthy();
    expect(own.requests.some((r) => r.url === '/widget/lang/hi.json' && !r.headers.authorization)).toBe(true);
  });

  it("follows the page's lang when there is no data-lang", async () => {
    document.documentElement.setAttribute('lang', 'ta-IN');
    const own = await ownApi({});
    mounted.push(mountWidget({ apiKey: 'pw_pk_ui', apiUrl: own.url, openOnLoad: true }));
    const ui = within(document.querySelector('pagewise-widget')!.shadowRoot as unknown as HTMLElement);
    expect(await ui.findByRole('button', { name: 'அனுப்பு' })).toBeTruthy();
    expect(await ui.findByRole('heading', { name: 'Acme Help' })).toBeTruthy(); // the owner's own title stays
  });

  it('falls back to English when the pack cannot be loaded', async () => {
    const own = await ownApi({ extra: (req, res) => (req.url!.startsWith('/widget/lang/') ? (res.writeHead(404).end(), true) : false) });
    mounted.push(mountWidget({ apiKey: 'pw_pk_ui', apiUrl: own.url, lang: 'mr', openOnLoad: true }));
    const host = document.querySelector('pagewise-widget') as HTMLElement;
    const ui = within(host.shadowRoot as unknown as HTMLElement);
    expect(await ui.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(host.lang).toBe('en');
  });
});
