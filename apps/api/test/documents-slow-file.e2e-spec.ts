import { createOrganization } from './support/api-keys.js';
import { settled, upload } from './support/documents.js';
import { bombPdf } from './support/pdf-bombs.js';
import { makePdf } from './support/pdf-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MB = 1024 * 1024;

/**
 * One PDF read at a time (INGESTION_PARSERS=1, the default on two cores): a read that has become slow gives up
 * its turn, so a small PDF uploaded just after a decompression bomb is processed while the bomb is still on its
 * way to the memory cap, not after it.
 */
describe('a slow file does not hold up the next', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      INGESTION_POLL_MS: '100',
      RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
      INGESTION_CONCURRENCY: '3',
      INGESTION_PARSERS: '1',
      INGESTION_SLOW_AFTER_MS: '200',
      PDF_PARSE_MAX_MEMORY_MB: '320',
    });
  });
  afterAll(() => t.close());

  it('processes a small PDF uploaded behind a bomb before the bomb fails', async () => {
    const { adminKey } = await createOrganization(t);
    // Hidden behind ASCIIHex, the bomb's zlib data escapes the raw-byte scan: the read runs until the memory cap.
    const bomb = await upload(t, adminKey, await bombPdf({ zerosPerStream: 2048 * MB, wrap: 'hex' }), 'bomb.pdf');
    const small = await upload(t, adminKey, await makePdf({ pages: ['Opening hours: 9 to 17 on weekdays.'] }), 'hours.pdf');
    const [bombDone, smallDone] = await Promise.all([settled(t, adminKey, bomb.body.id, 120_000), settled(t, adminKey, small.body.id, 120_000)]);
    expect(bombDone).toMatchObject({ status: 'failed', error: expect.stringContaining('320 MB of memory') });
    expect(smallDone).toMatchObject({ status: 'processed', pages: 1 });
    expect(Date.parse(smallDone.processing_completed_at)).toBeLessThan(Date.parse(bombDone.processing_completed_at));
  }, 150_000);
});
