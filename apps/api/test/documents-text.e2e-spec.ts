import { createOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { FONTS } from './support/fonts.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Real PDFs whose extracted text is not what a reader sees: a glyph the font lacks comes out as U+0000, a word
 * the line wrap broke comes out in two halves, and Indic vowel signs drawn before their consonant come out in
 * drawing order. Each must end processed, with
 * its words findable on their page.
 */
describe('text extracted from real-world PDFs is stored and found', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
  });
  afterAll(() => t.close());

  /** Uploads the pages as a PDF in a new organization; returns its key and the settled document. */
  async function processed(pages: string[], font: string | Array<string | undefined>) {
    const { adminKey } = await createOrganization(t);
    const created = await upload(t, adminKey, await makePdf({ pages, font }), 'document.pdf');
    expect(created.status).toBe(201);
    const document = await settled(t, adminKey, created.body.id, 45_000);
    return { key: adminKey, document };
  }

  async function search(key: string, query: string) {
    const res = await postJson(t.url, '/v1/query', key, { query, top_k: 3 });
    expect(res.status).toBe(200);
    return (await res.json()).results as Array<{ document_id: string; page: number; text: string }>;
  }

  it('processes a PDF whose font draws a symbol it lacks (extracted as U+0000) and finds its text', async () => {
    const { key, document } = await processed(
      ['Laboratory safety sheet.', 'Samples marked 🧪 go to the centrifuge, which spins at 4000 rpm.'],
      FONTS.dejavu,
    );
    expect(document).toMatchObject({ status: 'processed', pages: 2, error: null });
    const [best] = await search(key, 'centrifuge');
    expect(best).toMatchObject({ document_id: document.id, page: 2 });
    expect(best.text).toContain('go to the centrifuge, which spins at 4000 rpm.');
    expect(best.text).not.toContain('\u0000');
  });

  it('finds a word the line wrap broke at a hyphen by its normal spelling, and keeps a real compound hyphenated', async () => {
    const page = [
      'The survey of the river basin measured the environ-',
      'mental effects of the new dam, which were well-',
      'known to the villages downstream. A well-known',
      'engineer spoke nerv-',
      'ously about the flood gates at the public meeting.',
    ].join('\n');
    const { key, document } = await processed(['A cover page about something else entirely.', page], FONTS.dejavu);
    expect(document).toMatchObject({ status: 'processed', pages: 2 });
    for (const word of ['environmental', 'nervously']) {
      const [best] = await search(key, word);
      expect({ word, found: best && { document: best.document_id, page: best.page } }).toEqual({ word, found: { document: document.id, page: 2 } });
    }
    const [best] = await search(key, 'environmental');
    expect(best.text).toContain('measured the environmental effects of the new dam, which were well-known to the villages');
    expect(best.text).toContain('engineer spoke nervously about');
  });

  it.each([
    {
      language: 'Hindi',
      font: FONTS.devanagari,
      page: 'आज का दिन अच्छा है। यह किताब शिक्षा और कार्यक्रम के बारे में है।',
      words: ['दिन', 'किताब', 'शिक्षा', 'कार्यक्रम'],
    },
    {
      language: 'Marathi',
      font: FONTS.devanagari,
      page: 'पुणे शहरातील विद्यार्थी मराठी दिवस साजरा करतात आणि शिक्षण घेतात',
      words: ['विद्यार्थी', 'दिवस', 'शिक्षण'],
    },
    {
      language: 'Tamil',
      font: FONTS.tamil,
      page: 'தமிழ் மொழி பேசும் பெண்கள் சென்னையில் வேலை செய்கிறார்கள்',
      words: ['மொழி', 'பெண்கள்', 'சென்னையில்', 'வேலை'],
    },
  ])('finds $language words with vowel signs drawn before their consonant, on their page', async ({ font, page, words }) => {
    // The cover in Helvetica: the Indic fonts have no Latin letters, which would come out as U+0000 (the case above).
    const { key, document } = await processed(['An English cover page.', page], [undefined, font]);
    expect(document).toMatchObject({ status: 'processed', pages: 2 });
    for (const word of words) {
      const [best] = await search(key, word);
      expect({ word, found: best && { document: best.document_id, page: best.page } }).toEqual({ word, found: { document: document.id, page: 2 } });
      expect(best.text).toContain(page);
    }
  });
});
