import { DataSource } from 'typeorm';
import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = 86_400_000;
const day = (offset: number, hour = 1) => new Date(Math.floor(Date.now() / DAY) * DAY + offset * DAY + hour * 3_600_000);
const iso = (offset: number) => day(offset).toISOString().slice(0, 10);
const HANDBOOK = '11111111-1111-4111-8111-111111111111';
const FAQ = '22222222-2222-4222-8222-222222222222';

/**
 * GET /v1/analytics/questions over HTTP on a real database: the range's questions grouped by what they ask
 * (wordings in English and Hindi), the three views, paging, the plan rule and bad input.
 */
describe('GET /v1/analytics/questions', () => {
  let t: TestApp;
  let db: DataSource;
  let pro: TestOrganization;
  let free: TestOrganization;
  let other: TestOrganization;

  const turn = async (
    org: TestOrganization,
    message: string,
    at: Date,
    answer: 'answered' | 'not_found' | null,
    documents: Array<{ id: string; name: string }> = [],
  ): Promise<string> => {
    const sources = documents.map((d) => ({ document_id: d.id, name: d.name, page: 1, confidence: 0.8, snippet: '…' }));
    const [row] = await db.query(
      `INSERT INTO chat_turns (organization_id, session_id, message, response, source_documents, status, answer_status, created_at)
       VALUES ($1, 'session_q', $2, 'An answer.', $3, $4, $5, $6) RETURNING id`,
      [org.organization.id, message, JSON.stringify(sources), answer ? 'complete' : 'failed', answer, at],
    );
    return row.id;
  };
  const report = async (key: string, query = '') => {
    const res = await fetch(`${t.url}/v1/analytics/questions${query}`, { headers: bearer(key) });
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(MATRIX_ENV);
    db = t.app.get(DataSource);
    pro = await createOrganization(t, 'pro', 'Pro shop');
    free = await createOrganization(t, 'free', 'Free shop');
    other = await createOrganization(t, 'enterprise', 'Other shop');
    const handbook = { id: HANDBOOK, name: 'handbook.pdf' };
    const faq = { id: FAQ, name: 'faq.pdf' };
    await turn(pro, 'What is the refund policy?', day(-3), 'answered', [handbook, faq]);
    await turn(pro, 'What is the refund policy?', day(-2), 'answered', [handbook]);
    const disliked = await turn(pro, 'what is the  refund policy?', day(-1), 'answered', [faq, handbook]);
    await turn(pro, 'Refund policy', day(0), 'not_found');
    await turn(pro, 'How do I reset my password?', day(-1), 'not_found');
    await turn(pro, 'how can I reset the password', day(0), 'not_found');
    await turn(pro, 'रिफंड नीति क्या है?', day(-1), 'answered', [handbook]);
    await turn(pro, 'रिफंड की नीति क्या है', day(0), 'answered', [handbook]);
    await turn(pro, 'பணம் திரும்பப் பெறும் கொள்கை என்ன?', day(0), null);
    await turn(pro, 'What is the refund policy?', day(-60), 'answered', [handbook]);
    await turn(other, 'What is the refund policy?', day(0), 'not_found');
    // Rated over HTTP, as the widget does.
    const rated = await postJson(t.url, '/v1/chat/feedback', pro.adminKey, { message_id: disliked, rating: 'down' });
    expect(rated.status).toBe(200);
  });
  afterAll(() => t.close());

  it('groups the last 30 days of questions by what they ask, most asked first', async () => {
    const { status, body } = await report(pro.adminKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ from: iso(-29), to: iso(0), view: 'most_asked', questions: 9, total: 4, limit: 20, offset: 0, truncated: false });
    expect(body.groups.map((g: { question: string; count: number }) => [g.question, g.count])).toEqual([
      ['What is the refund policy?', 4],
      ['How do I reset my password?', 2],
      ['रिफंड नीति क्या है?', 2],
      ['பணம் திரும்பப் பெறும் கொள்கை என்ன?', 1],
    ]);
    expect(body.groups[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      question: 'What is the refund policy?',
      examples: ['What is the refund policy?', 'Refund policy'],
      terms: ['policy', 'refund'],
      count: 4,
      answered: 3,
      not_found: 1,
      rated_down: 1,
      first_asked: day(-3).toISOString(),
      last_asked: day(0).toISOString(),
      top_document: { document_id: HANDBOOK, name: 'handbook.pdf', citations: 2 },
    });
    expect(body.groups[2]).toMatchObject({ answered: 2, top_document: { document_id: HANDBOOK, citations: 2 } });
    expect(body.groups[3]).toMatchObject({ answered: 0, not_found: 0, top_document: null });
  });

  it('shows the questions the documents could not answer, and those rated down', async () => {
    const missing = await report(pro.adminKey, '?view=not_answered');
    expect(missing.body.groups.map((g: { question: string; not_found: number }) => [g.question, g.not_found])).toEqual([
      ['How do I reset my password?', 2],
      ['What is the refund policy?', 1],
    ]);
    const disliked = await report(pro.adminKey, '?view=rated_down');
    expect(disliked.body).toMatchObject({ view: 'rated_down', total: 1, groups: [{ question: 'What is the refund policy?', rated_down: 1 }] });
  });

  it('takes a date range and pages', async () => {
    const old = await report(pro.adminKey, `?from=${iso(-70)}&to=${iso(-50)}`);
    expect(old.body).toMatchObject({ questions: 1, total: 1, groups: [{ question: 'What is the refund policy?', count: 1 }] });
    const page = await report(pro.adminKey, '?limit=2&offset=1');
    expect(page.body).toMatchObject({ total: 4, limit: 2, offset: 1 });
    expect(page.body.groups.map((g: { question: string }) => g.question)).toEqual(['How do I reset my password?', 'रिफंड नीति क्या है?']);
    expect((await report(pro.adminKey, '?days=1')).body.questions).toBe(4);
  });

  it('counts only the caller’s organization and needs analytics:view', async () => {
    expect((await report(other.adminKey)).body).toMatchObject({ questions: 1, groups: [{ count: 1, not_found: 1 }] });
    const viewer = await createKey(t, pro, { name: 'viewer', scopes: ['analytics:view'] });
    expect((await report(viewer.key)).body.questions).toBe(9);
    const reader = await createKey(t, pro, { name: 'reader', scopes: ['documents:list'] });
    expect(await report(reader.key)).toMatchObject({ status: 403, body: { code: 'insufficient_scope' } });
  });

  it('refuses the Free plan with a sentence naming the plans that have it; Free keeps its usage counts', async () => {
    const refused = await report(free.adminKey);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'plan_limit_reached' });
    expect(refused.body.error).toMatch(/questions report .* Pro and Enterprise plans; the Free plan has basic analytics/);
    expect((await fetch(`${t.url}/v1/analytics/usage`, { headers: bearer(free.adminKey) })).status).toBe(200);
  });

  it.each([
    ['?from=2026-02-30', 'from'],
    ['?from=yesterday', 'from'],
    [`?from=${iso(0)}&to=${iso(-1)}`, 'from'],
    ['?from=2024-01-01&to=2026-01-01', 'at most 366 days'],
    ['?days=0', 'days'],
    ['?view=everything', 'view'],
    ['?limit=0', 'limit'],
    ['?limit=501', 'limit'],
    ['?offset=-1', 'offset'],
    ['?offset=abc', 'offset'],
  ])('answers %s with 422: %s', async (query, field) => {
    const { status, body } = await report(pro.adminKey, query);
    expect(status).toBe(422);
    expect(body.code).toBe('validation_failed');
    expect(body.error).toContain(field);
  });
});
