import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { bearer } from './support/api-keys.js';
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
