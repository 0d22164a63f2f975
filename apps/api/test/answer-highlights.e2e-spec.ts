import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { bearer, createKey, createOrganization } from './support/api-keys.js';
import { type ChatFixture, postJson, startChatApp } from './support/chat.js';
import { makePdf } from './support/pdf-fixtures.js';
import { allEvents } from './support/sse.js';

const QUOTED =
  'Travel expenses are reimbursed within two weeks when they are submitted through the finance portal together with the original receipts and the approval of the line manager who signed the trip.';
const PAGES = [
  'Leave policy\nEvery employee gets 24 days of paid annual leave per year. Unused leave can be carried over to the next year.',
  `Expenses\nMeals are covered up to 40 euros per day on the road. ${QUOTED} Parking at airports is never covered.`,
];

type Rect = [number, number, number, number];

/** Every word pdf.js draws on the page, with the point at its middle (PDF user space), by its share of the item's characters. */
async function pdfjsWords(bytes: Buffer, pageNumber: number): Promise<Array<{ word: string; x: number; y: number }>> {
  const path = createRequire(createRequire(import.meta.url).resolve('pdf-parse')).resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const pdfjs = await import(pathToFileURL(path).href);
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const content = await (await doc.getPage(pageNumber)).getTextContent();
    const words: Array<{ word: string; x: number; y: number }> = [];
    for (const item of content.items as Array<{ str: string; transform: number[]; width: number; height: number }>) {
      for (const m of item.str.matchAll(/\S+/g)) {
        const mid = m.index! + m[0].length / 2;
        words.push({ word: m[0], x: item.transform[4] + (item.width * mid) / item.str.length, y: item.transform[5] + item.height / 3 });
      }
    }
    return words;
  } finally {
    await doc.destroy();
  }
}

const inside = (rects: Rect[], x: number, y: number) => rects.some(([x0, y0, x1, y1]) => x >= x0 && x <= x1 && y >= y0 && y <= y1);

describe('answers show where the quoted sentence lies on its page', () => {
  let fixture: ChatFixture;
  let pdf: Buffer;

  beforeAll(async () => {
    fixture = await startChatApp(PAGES);
    fixture.llm.options.reply = () => `${QUOTED} [1]`;
    pdf = await makePdf({ pages: PAGES });
  });
  afterAll(() => fixture.close());

  it('gives each source the rectangles of its sentence, one per line, which hold exactly its words when read back with pdf.js', async () => {
    const res = await postJson(fixture.t.url, '/v1/chat', fixture.acme.adminKey, { message: 'When are travel expenses reimbursed?' });
    expect(res.status).toBe(200);
    const body = await res.json();
    const source = body.source_documents.find((s: { page: number }) => s.page === 2);
    expect(source.snippet).toBe(QUOTED);
    const { highlight } = source;
    expect(highlight).toMatchObject({ page_width: 612, page_height: 792 });
    expect(highlight.rects.length).toBeGreaterThan(1);
    for (const r of highlight.rects) expect(r).toHaveLength(4);

    const words = await pdfjsWords(pdf, 2);
    const lit = words.filter((w) => inside(highlight.rects, w.x, w.y)).map((w) => w.word);
    expect(lit.join(' ')).toBe(QUOTED);
    // The sentences around it are not highlighted.
    expect(lit).not.toContain('Meals');
    expect(lit).not.toContain('Parking');
  });

  it('keeps the highlight in the stream’s last event and in the session history', async () => {
    const res = await postJson(fixture.t.url, '/v1/chat/stream', fixture.acme.adminKey, { message: 'When are travel expenses reimbursed?' }, { headers: { Accept: 'text/event-stream' } });
    const events = await allEvents(res.body!);
    const last = JSON.parse(events.at(-2)!.data);
    const streamed = last.source_documents.find((s: { page: number }) => s.page === 2);
    expect(streamed.highlight.rects.length).toBeGreaterThan(1);

    const history = await (await fetch(`${fixture.t.url}/v1/chat/history?session_id=${encodeURIComponent(last.session_id)}`, { headers: bearer(fixture.acme.adminKey) })).json();
    expect(history.messages[0].source_documents.find((s: { page: number }) => s.page === 2).highlight).toEqual(streamed.highlight);
  });

  it('gives every source a highlight field, the rectangles or null', async () => {
    fixture.llm.options.reply = () => 'Leave can be carried over [1]';
    try {
      const body = await (await postJson(fixture.t.url, '/v1/chat', fixture.acme.adminKey, { message: 'Can unused annual leave be carried over?' })).json();
      for (const s of body.source_documents) expect(s).toHaveProperty('highlight');
    } finally {
      fixture.llm.options.reply = () => `${QUOTED} [1]`;
    }
  });
});

describe('GET /v1/documents/{id}/pages/{page}/image and the page_viewer widget setting', () => {
  let fixture: ChatFixture;
  const SHOP = 'https://shop.example.com';
  const image = (key: string, path: string, origin?: string) =>
    fetch(`${fixture.t.url}/v1/documents/${path}/image`, { headers: { ...bearer(key), ...(origin ? { Origin: origin } : {}) } });
  const patchSettings = (body: unknown) =>
    fetch(`${fixture.t.url}/v1/widget/settings`, { method: 'PATCH', headers: { ...bearer(fixture.acme.adminKey), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  beforeAll(async () => {
    fixture = await startChatApp(PAGES);
  });
  afterAll(() => fixture.close());

  it('draws a page as PNG for a key with documents:list, with cache headers; 404 for pages out of range and other organizations', async () => {
    const res = await image(fixture.acme.adminKey, `${fixture.documentId}/pages/2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, max-age=86400');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 612 x 792 points at 150 dpi.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1275, 1650]);

    const reader = await createKey(fixture.t, fixture.acme, { name: 'reader', scopes: ['documents:list'] });
    expect((await image(reader.key, `${fixture.documentId}/pages/1`)).status).toBe(200);
    const chatter = await createKey(fixture.t, fixture.acme, { name: 'chatter', scopes: ['chat:query'] });
    expect((await image(chatter.key, `${fixture.documentId}/pages/1`)).status).toBe(403);

    for (const page of ['3', '0', 'x', '-1']) expect((await image(fixture.acme.adminKey, `${fixture.documentId}/pages/${page}`)).status).toBe(404);
    const other = await createOrganization(fixture.t, 'enterprise', 'Other');
    const res404 = await image(other.adminKey, `${fixture.documentId}/pages/1`);
    expect(res404.status).toBe(404);
  });

  it('lets the publishable key read page images only while page_viewer is on, served in the widget config', async () => {
    const widget = await createKey(fixture.t, fixture.acme, { name: 'widget', type: 'publishable', allowedOrigins: [SHOP] });
    const config = async () => (await (await fetch(`${fixture.t.url}/v1/widget/config`, { headers: { ...bearer(widget.key), Origin: SHOP } })).json()).page_viewer;
    expect(await config()).toBe(false);
    const off = await image(widget.key, `${fixture.documentId}/pages/1`, SHOP);
    expect(off.status).toBe(403);
    expect((await off.json()).code).toBe('forbidden');

    const on = await patchSettings({ page_viewer: true });
    expect(on.status).toBe(200);
    expect((await on.json()).page_viewer).toBe(true);
    expect(await config()).toBe(true);
    const res = await image(widget.key, `${fixture.documentId}/pages/1`, SHOP);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');

    expect((await patchSettings({ page_viewer: false })).status).toBe(200);
    expect((await image(widget.key, `${fixture.documentId}/pages/1`, SHOP)).status).toBe(403);
  });

  it('refuses a page_viewer that is not true or false with 422', async () => {
    for (const value of ['yes', 1, null]) {
      const res = await patchSettings({ page_viewer: value });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: 'page_viewer must be true or false.', code: 'validation_failed' });
    }
  });
});
