import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { cspViolations, hasChromium, launchBrowser, openPage } from './support/browser';
import { startHostSite } from './support/host-page';
import { answerWith, startStandInApi, type StandInOptions } from './support/stand-in-api';

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url));
// The docs' screenshots are rewritten only on request (UPDATE_SCREENSHOTS=1), so a test run leaves the tree clean.
const screenshots = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
  : `${mkdtempSync(join(tmpdir(), 'pagewise-screenshots-'))}/`;
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const KEY = 'pw_pk_languages';

/** A question, its answer and its source in each language, as the API would answer from a document in it. */
const CONVERSATIONS = {
  hi: {
    question: 'रिफ़ंड में कितना समय लगता है?',
    answer: 'स्वीकृत रिफ़ंड का भुगतान **14 दिनों के भीतर** किया जाता है।\n\n- दावा फ़ॉर्म जमा करें\n- अपनी रसीद साथ लगाएँ',
    name: 'नीति पुस्तिका.pdf',
    snippet: 'स्वीकृत रिफ़ंड का भुगतान दावे के फ़ैसले के 14 दिनों के भीतर किया जाता है।',
  },
  ta: {
    question: 'பணம் திரும்பக் கிடைக்க எத்தனை நாள் ஆகும்?',
    answer: 'அங்கீகரிக்கப்பட்ட பணம் **14 நாட்களுக்குள்** திருப்பி அளிக்கப்படும்.\n\n- கோரிக்கைப் படிவத்தைச் சமர்ப்பிக்கவும்\n- ரசீதை இணைக்கவும்',
    name: 'கொள்கைக் கையேடு.pdf',
    snippet: 'அங்கீகரிக்கப்பட்ட பணம் கோரிக்கை முடிவிலிருந்து 14 நாட்களுக்குள் திருப்பி அளிக்கப்படும்.',
  },
  mr: {
    question: 'परतावा मिळायला किती वेळ लागतो?',
    answer: 'मंजूर परतावा **14 दिवसांच्या आत** दिला जातो.\n\n- दावा अर्ज भरा\n- तुमची पावती जोडा',
    name: 'धोरण पुस्तिका.pdf',
    snippet: 'मंजूर परतावा दाव्याच्या निर्णयापासून 14 दिवसांच्या आत दिला जातो.',
  },
};
type Language = keyof typeof CONVERSATIONS;

/** The cited page: where its quoted sentence lies is measured when the page image is made (makePage). */
const PAGE = { width: 595, height: 842 };
const QUOTE = 'Approved refunds are paid within 14 days of the claim decision, to the original payment method.';
let pageImage: Buffer = Buffer.alloc(0);
let highlight = { page_width: PAGE.width, page_height: PAGE.height, rects: [] as number[][] };

/**
 * An A4 page (595 × 842 points) as a PNG, the way the API renders a cited page, and the rectangles of its
 * quoted sentence in PDF user space (origin at the page's foot), as the API reports them.
 */
async function makePage(context: BrowserContext) {
  const page = await context.newPage();
  await page.setViewportSize(PAGE);
  await page.setContent(`<body style="margin:0;width:595px;height:842px;background:#fff;font:11px/1.5 serif;color:#111">
    <div style="position:absolute;left:72px;top:90px;width:451px">
      <h1 style="font-size:18px">Refunds</h1>
      <p>Claims are decided within 10 working days of receiving the claim form and every receipt it names.</p>
      <p>If a claim is approved, the insurer pays the amount due. <span id="quote">${QUOTE}</span> Refunds are not paid
      in cash. Partial refunds follow the same schedule.</p>
      <p>Questions about a refund go to the claims team, who answer within two working days.</p>
    </div></body>`);
  const rects = await page.evaluate((height) => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('quote')!);
    return [...range.getClientRects()].map((r) => [r.left, height - r.bottom, r.right, height - r.top]);
  }, PAGE.height);
  pageImage = await page.screenshot({ type: 'png' });
  highlight = { ...highlight, rects };
  await page.close();
}

if (!hasChromium) console.warn('Skipping the language and cited-page browser tests: /usr/bin/chromium is missing.');
const suite = hasChromium ? describe : describe.skip;

suite('the widget in Hindi, Tamil and Marathi, and a cited page with its sentence marked', () => {
  let api: Awaited<ReturnType<typeof startStandInApi>>;
  let site: Awaited<ReturnType<typeof startHostSite>>;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = browser.context;
    await makePage(context);
    const english = answerWith('Approved refunds are paid **within 14 days** of the claim decision.', [
      { document_id: 'doc_1', name: 'Policy handbook.pdf', page: 4, confidence: 0.91, snippet: QUOTE, highlight } as never,
    ]);
    const options: StandInOptions = {
      // The API's stock title and greeting: the widget shows its own, in the visitor's language.
      config: {
        title: 'Ask our documents',
        greeting: 'Hi! Ask me anything about our documents.',
        page_viewer: true,
        starter_questions: ['How long do refunds take?', 'Is water damage covered?'],
      },
      stream: (req, res, body) => {
        if (body.message === 'Whose invoice?')
          return answerWith('See the invoice.', [{ document_id: 'doc_3', name: 'invoice\u202Efdp.exe', page: 1, confidence: 0.9, snippet: 'Invoice.' }])(req, res, body);
        const said = Object.values(CONVERSATIONS).find((c) => c.question === body.message);
        if (!said) return english(req, res, body);
        return answerWith(said.answer, [{ document_id: 'doc_2', name: said.name, page: 2, confidence: 0.88, snippet: said.snippet }])(req, res, body);
      },
      extra: (req, res) => {
        const file = { '/widget.js': 'widget.js', '/widget/viewer.js': 'viewer.js' }[req.url!];
        if (file) return (res.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8' }).end(readFileSync(dist(file))), true);
        if (req.url !== '/v1/documents/doc_1/pages/4/image') return false;
        api.requests.push({ method: req.method!, url: req.url!, headers: req.headers, body: undefined });
        return (res.writeHead(200, { 'Content-Type': 'image/png' }).end(pageImage), true);
      },
    };
    api = await startStandInApi(options);
    const tag = (extra: Record<string, string>) => ({ 'data-api-key': KEY, 'data-open': '', ...extra });
    const csp = `default-src 'self'; script-src ${api.url}; connect-src ${api.url}; style-src 'self'`;
    site = await startHostSite(api.url, [
      ...(['hi', 'ta', 'mr'] as const).flatMap((lang) =>
        (['light', 'dark'] as const).map((theme) => ({ path: `/${lang}/${theme}`, attributes: tag({ 'data-lang': lang, 'data-theme': theme }) })),
      ),
      ...(['light', 'dark'] as const).map((theme) => ({ path: `/page/${theme}`, attributes: tag({ 'data-theme': theme }), csp })),
    ]);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([api?.close(), site?.close()]);
  });

  const axe = async (page: Page) => {
    // Evaluated rather than added as a <script>, which a page's strict CSP would refuse.
    await page.evaluate(readFileSync(axeFile, 'utf8'));
    return page.evaluate(async () => {
      const result = await (window as any).axe.run(document);
      return result.violations.map((v: any) => `${v.id}: ${v.nodes.map((n: any) => JSON.stringify(n.target)).join(', ')}`);
    });
  };

  for (const lang of ['hi', 'ta', 'mr'] as Language[]) {
    it.each(['light', 'dark'])(`speaks ${lang} (%s): every word from its pack, readable, axe-clean; screenshot`, async (theme) => {
      const words = JSON.parse(readFileSync(dist(`lang/${lang}.json`), 'utf8'));
      const { page } = await openPage(context, `${site.url}/${lang}/${theme}`, { width: 1024, height: 760 });
      const said = CONVERSATIONS[lang];
      await page.getByRole('textbox', { name: words.question }).fill(said.question);
      await page.keyboard.press('Enter');
      await page.locator('pagewise-widget [part=citation]', { hasText: said.name }).waitFor();
      await expect(page.getByRole('dialog', { name: words.title }).count()).resolves.toBe(1);
      await expect(page.getByRole('list', { name: words.sources }).textContent()).resolves.toBe(`1${words.citation.replace('{name}', said.name).replace('{page}', '2')}${said.snippet}`);
      await expect(page.getByRole('button', { name: words.up, exact: true }).count()).resolves.toBe(1);
      await expect(page.locator('pagewise-widget').getAttribute('lang')).resolves.toBe(lang);
      await expect(axe(page)).resolves.toEqual([]);
      await page.screenshot({ path: `${screenshots}widget-${lang}-${theme}.png` });
      await page.close();
    });
  }

  it('shows starter questions as chips that ask (axe-clean), in the light theme', async () => {
    const { page } = await openPage(context, `${site.url}/page/light`, { width: 1024, height: 760 });
    const starters = page.getByRole('group', { name: 'Suggested questions' });
    await starters.getByRole('button', { name: 'How long do refunds take?' }).waitFor();
    await expect(axe(page)).resolves.toEqual([]);
    await starters.getByRole('button', { name: 'How long do refunds take?' }).click();
    await page.locator('pagewise-widget [part=citation]', { hasText: 'Policy handbook.pdf, page 4' }).waitFor();
    await expect(starters.count()).resolves.toBe(0);
    expect(api.requests.filter((r) => r.url === '/v1/chat/stream').at(-1)!.body.message).toBe('How long do refunds take?');
    await page.close();
  });

  it('keeps a right-to-left override inside the name it is in: ", page 1" reads after it', async () => {
    const { page } = await openPage(context, `${site.url}/page/light`);
    await page.getByRole('textbox', { name: 'Your question' }).fill('Whose invoice?');
    await page.keyboard.press('Enter');
    const chip = page.locator('pagewise-widget [part=citation]', { hasText: 'page 1' });
    await chip.waitFor();
    // Where the override escaped, ", page 1" would be drawn reversed and to the left of the name.
    const layout = await chip.evaluate((el) => {
      const name = el.querySelector('bdi')!;
      const range = document.createRange();
      range.setStartAfter(name);
      range.setEndAfter(name.parentNode!.lastChild!);
      return { name: name.getBoundingClientRect().right, page: range.getBoundingClientRect().left, text: range.toString() };
    });
    expect(layout.text).toBe(', page 1');
    expect(layout.page).toBeGreaterThanOrEqual(layout.name - 1);
    await page.close();
  });

  it.each(['light', 'dark'])('opens a cited page with the quoted sentence marked (%s), under a strict CSP; screenshot', async (theme) => {
    const { page, console } = await openPage(context, `${site.url}/page/${theme}`, { width: 1024, height: 760 });
    await page.getByRole('textbox', { name: 'Your question' }).fill('When are refunds paid?');
    await page.keyboard.press('Enter');
    const chip = page.getByRole('button', { name: 'Policy handbook.pdf, page 4' });
    await chip.click();
    const viewer = page.getByRole('dialog', { name: 'Policy handbook.pdf, page 4' });
    await viewer.waitFor();
    const canvas = viewer.getByRole('img', { name: 'The page, with the quoted sentence highlighted' });
    await page.waitForFunction(() => (document.querySelector('pagewise-widget')!.shadowRoot!.querySelector('canvas') as HTMLCanvasElement | null)?.width === 595);
    // Inside each rectangle the paper turns yellow (the text on it stays dark); outside, the paper stays white.
    const paper = await canvas.evaluate((el: HTMLCanvasElement, rects: number[][]) => {
      const g = el.getContext('2d')!;
      const share = (x0: number, y0: number, x1: number, y1: number, yellow: boolean) => {
        const { data } = g.getImageData(x0, 842 - y1, x1 - x0, y1 - y0);
        let hits = 0;
        for (let i = 0; i < data.length; i += 4) hits += +(yellow ? data[i] > 200 && data[i + 1] > 180 && data[i + 2] < 120 : data[i + 2] > 240);
        return hits / (data.length / 4);
      };
      return { inside: rects.map(([x0, y0, x1, y1]) => share(x0, y0, x1, y1, true)), outside: share(72, 20, 520, 60, false) };
    }, highlight.rects);
    expect(highlight.rects.length).toBeGreaterThan(1); // the sentence runs over two lines
    for (const share of paper.inside) expect(share).toBeGreaterThan(0.5);
    expect(paper.outside).toBe(1);
    expect(api.requests.find((r) => r.url === '/v1/documents/doc_1/pages/4/image')!.headers.authorization).toBe(`Bearer ${KEY}`);
    await expect(page.evaluate(() => document.querySelector('pagewise-widget')!.shadowRoot!.activeElement?.getAttribute('aria-label'))).resolves.toBe('Close page');
    await expect(axe(page)).resolves.toEqual([]);
    await page.screenshot({ path: `${screenshots}widget-cited-page-${theme}.png` });
    // Esc closes the page only; focus returns to the citation.
    await page.keyboard.press('Escape');
    await expect(viewer.count()).resolves.toBe(0);
    await expect(page.getByRole('dialog', { name: 'Ask our documents' }).count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.querySelector('pagewise-widget')!.shadowRoot!.activeElement?.textContent)).resolves.toBe('1Policy handbook.pdf, page 4');
    expect(cspViolations(console)).toEqual([]);
    await page.close();
  });
});
