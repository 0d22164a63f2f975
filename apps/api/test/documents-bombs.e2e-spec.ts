import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { settled, upload } from './support/documents.js';
import { bombPdf } from './support/pdf-bombs.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MB = 1024 * 1024;

/**
 * Uploads a PDF and, until it settles, asks the API for something else every 25 ms and samples this process's
 * memory (the API under test runs in it): what a decompression bomb costs everyone else.
 */
async function uploadWhileWatching(t: TestApp, org: TestOrganization, pdf: Buffer) {
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 10);
  const created = await upload(t, org.adminKey, pdf, 'bomb.pdf');
  expect(created.status).toBe(201);
  let processing = true;
  const answers: { status: number; during: boolean }[] = [];
  const prober = (async () => {
    while (processing) {
      const res = await fetch(`${t.url}/health`);
      answers.push({ status: res.status, during: processing });
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const started = Date.now();
  const document = await settled(t, org.adminKey, created.body.id, 120_000);
  const seconds = (Date.now() - started) / 1000;
  processing = false;
  await prober;
  clearInterval(sampler);
  return { document, seconds, answers, rssGrowthMb: (rssPeak - rssBefore) / MB };
}

describe('decompression bombs: a small PDF that expands a thousandfold', () => {
  let t: TestApp;
  let org: TestOrganization;

  beforeAll(async () => {
    // Default bounds, but a smaller memory cap than the default 1024 MB, so the machine running tests is spared.
    t = await startTestApp({ INGESTION_POLL_MS: '100', RATE_LIMIT_ADMIN_PER_MINUTE: '100000', PDF_PARSE_MAX_MEMORY_MB: '320' });
    org = await createOrganization(t, 'enterprise');
  });
  afterAll(() => t.close());

  it('fails a 1 MB file that expands to 1 GB, naming the bound, without growing the API process', async () => {
    const pdf = await bombPdf({ zerosPerStream: 1024 * MB });
    expect(pdf.length).toBeLessThan(1.1 * MB);
    const { document, rssGrowthMb } = await uploadWhileWatching(t, org, pdf);
    expect(document).toMatchObject({
      status: 'failed',
      error:
        'This PDF contains a part that expands to more than 256 MB when decompressed, which is over the limit. Split it into smaller files and upload them separately.',
    });
    expect(rssGrowthMb).toBeLessThan(150);
  });

  it('stops a bomb hidden from the scan at the memory cap, and the API answers other requests meanwhile', async () => {
    const pdf = await bombPdf({ zerosPerStream: 512 * MB, wrap: 'hex' });
    const { document, answers, rssGrowthMb } = await uploadWhileWatching(t, org, pdf);
    expect(document.status).toBe('failed');
    expect(document.error).toBe(
      'This PDF needs more than 320 MB of memory to read, which is over the limit. Split it into smaller files and upload them separately.',
    );
    expect(rssGrowthMb).toBeLessThan(150);
    const during = answers.filter((a) => a.during);
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(during.every((a) => a.status === 200)).toBe(true);
    // And the documents API itself still answers once it is over.
    expect((await fetch(`${t.url}/v1/documents`, { headers: bearer(org.adminKey) })).status).toBe(200);
  });
});
