import { DataSource } from 'typeorm';
import { ConversationsService } from '../src/conversations/conversations.service.js';
import { bearer, createKey, createOrganization, type TestOrganization } from './support/api-keys.js';
import { type ChatFixture, postJson, startChatApp } from './support/chat.js';
import { DashboardBrowser } from './support/dashboard-session.js';
import { freshAddress } from './support/rate-limits.js';
import { SITE_ORIGIN } from './support/site-session.js';
import { SmtpCapture } from './support/smtp-capture.js';
import type { TestApp } from './support/test-app.js';

const SHOP = 'https://shop.example.com';
const today = () => new Date().toISOString().slice(0, 10);

/** A strict RFC 4180 reader: quoted fields, doubled quotes, CRLF records; throws on anything malformed. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), (i += 2);
      else if (c === '"') {
        quoted = false;
        i += 1;
        if (i < text.length && text[i] !== ',' && text[i] !== '\r') throw new Error(`text after a closing quote at ${i}`);
      } else (field += c), (i += 1);
    } else if (c === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field at ${i}`);
      quoted = true;
      i += 1;
    } else if (c === ',') row.push(field), (field = ''), (i += 1);
    else if (c === '\r' && text[i + 1] === '\n') row.push(field), rows.push(row), (row = []), (field = ''), (i += 2);
    else if (c === '\n' || c === '\r') throw new Error(`a bare line break at ${i}`);
    else (field += c), (i += 1);
  }
  if (quoted) throw new Error('an unclosed quote');
  if (field !== '' || row.length) throw new Error('the last record has no CRLF');
  return rows;
}

/**
 * GET /v1/chat/sessions lists an organization's conversations (first question, turns, last activity, source);
 * GET /v1/chat/sessions/export streams a date range's turns as JSON Lines or CSV.
 */
describe('conversations: list and export over HTTP', () => {
  let fixture: ChatFixture;
  let t: TestApp;
  let acme: TestOrganization;
  let smtp: SmtpCapture;
  let db: DataSource;
  let api: { id: string; key: string };
  let reader: { id: string; key: string };

  beforeAll(async () => {
    smtp = await SmtpCapture.start();
    fixture = await startChatApp(['Welcome to the handbook.', 'Refunds are accepted within 30 days of purchase with a receipt.'], {
      TRUST_PROXY: '1',
      SITE_URL: SITE_ORIGIN,
      SMTP_URL: smtp.url,
    });
    ({ t, acme } = fixture);
    db = t.app.get(DataSource);
    api = await createKey(t, acme, { name: 'Support bot', scopes: ['chat:query'] });
    reader = await createKey(t, acme, { name: 'Reports', scopes: ['chat:history'] });
  });
  afterAll(async () => {
    await fixture.close();
    await smtp.close();
  });

  const ask = async (key: string, body: object, headers: Record<string, string> = {}) => {
    const res = await postJson(t.url, '/v1/chat', key, body, { headers });
    expect(res.status).toBe(200);
    return res.json();
  };
  const get = (key: string, path: string) => fetch(`${t.url}${path}`, { headers: bearer(key) });
  const list = async (key: string, query = '') => {
    const res = await get(key, `/v1/chat/sessions${query}`);
    expect(res.status).toBe(200);
    return res.json();
  };

  it('lists sessions newest first with the first question, turn count, last activity and source by key name', async () => {
    const widget = await createKey(t, acme, { name: 'Website widget', type: 'publishable', allowedOrigins: [SHOP] });
    await ask(api.key, { message: 'How long do refunds take?', session_id: 'conv_api' });
    await ask(api.key, { message: 'Do I need a receipt?', session_id: 'conv_api' });
    await ask(widget.key, { message: 'Can I return a gift?', session_id: 'conv_widget' }, { Origin: SHOP, 'X-Forwarded-For': freshAddress() });

    const body = await list(reader.key);
    expect(body).toMatchObject({ from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: today(), total: 2 });
    expect(body.sessions).toEqual([
      {
        session_id: 'conv_widget',
        first_question: 'Can I return a gift?',
        turns: 1,
        not_found: expect.any(Number),
        rated_down: 0,
        started_at: expect.stringMatching(/Z$/),
        last_activity_at: expect.stringMatching(/Z$/),
        source: { kind: 'widget', key_name: 'Website widget' },
      },
      {
        session_id: 'conv_api',
        first_question: 'How long do refunds take?',
        turns: 2,
        not_found: expect.any(Number),
        rated_down: 0,
        started_at: expect.stringMatching(/Z$/),
        last_activity_at: expect.stringMatching(/Z$/),
        source: { kind: 'api', key_name: 'Support bot' },
      },
    ]);
    const [w, a] = body.sessions;
    expect(Date.parse(w.last_activity_at)).toBeGreaterThanOrEqual(Date.parse(a.last_activity_at));
    expect(Date.parse(a.last_activity_at)).toBeGreaterThan(Date.parse(a.started_at));
  });

  it('pages with limit and offset, filters by source, and keeps the total past the last page', async () => {
    const first = await list(reader.key, '?limit=1');
    const second = await list(reader.key, '?limit=1&offset=1');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([first.sessions[0].session_id, second.sessions[0].session_id]).toEqual(['conv_widget', 'conv_api']);
    expect(await list(reader.key, '?limit=1&offset=5')).toMatchObject({ sessions: [], total: 2 });
    expect((await list(reader.key, '?source=api')).sessions.map((s: { session_id: string }) => s.session_id)).toEqual(['conv_api']);
    expect(await list(reader.key, '?source=playground')).toMatchObject({ sessions: [], total: 0 });
  });

  it('counts answers rated down and reads the date range in UTC days', async () => {
    const { message_id } = await ask(api.key, { message: 'Is shipping refunded?', session_id: 'conv_rated' });
    expect((await postJson(t.url, '/v1/chat/feedback', api.key, { message_id, rating: 'down' })).status).toBe(200);
    const rated = (await list(reader.key)).sessions.find((s: { session_id: string }) => s.session_id === 'conv_rated');
    expect(rated).toMatchObject({ turns: 1, rated_down: 1 });
    expect(await list(reader.key, '?from=2020-01-01&to=2020-01-31')).toEqual({ from: '2020-01-01', to: '2020-01-31', sessions: [], total: 0 });
    expect((await list(reader.key, `?from=${today()}&to=${today()}`)).total).toBe(3);
  });

  it('refuses bad queries with 422 and a sentence naming the field', async () => {
    const cases: Array<[string, string]> = [
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=101', 'limit must be at most 100'],
      ['?offset=-1', 'offset must be from 0 to 100000'],
      ['?from=yesterday', 'from must be a date such as 2026-11-01'],
      ['?from=2026-02-30', 'from must be a real date such as 2026-11-01.'],
      ['?from=2026-11-02&to=2026-11-01', 'from must be on or before to.'],
      ['?from=2024-01-01&to=2026-01-01', 'The range can cover at most 366 days.'],
      ['?source=email', 'source must be api, widget or playground'],
    ];
    for (const [query, error] of cases) {
      const res = await get(reader.key, `/v1/chat/sessions${query}`);
      expect([query, res.status, (await res.json()).error]).toEqual([query, 422, error]);
    }
    const bad = await get(reader.key, '/v1/chat/sessions/export?format=xml');
    expect([bad.status, (await bad.json()).error]).toEqual([422, 'format must be jsonl or csv']);
    const missing = await get(reader.key, '/v1/chat/sessions/export');
    expect(missing.status).toBe(422);
  });

  it('needs chat:history, and shows only the caller organization', async () => {
    for (const path of ['/v1/chat/sessions', '/v1/chat/sessions/export?format=csv']) {
      const res = await get(api.key, path);
      expect([res.status, (await res.json()).code]).toEqual([403, 'insufficient_scope']);
      expect((await fetch(`${t.url}${path}`)).status).toBe(401);
    }
    const globex = await createOrganization(t, 'pro', 'Globex');
    expect(await list(globex.adminKey)).toMatchObject({ sessions: [], total: 0 });
  });

  it('shows a session asked in the dashboard playground as source playground', async () => {
    const dashboard = await DashboardBrowser.signUp(t, smtp, 'owner-conversations@example.com');
    const asked = await dashboard.call('POST', '/v1/chat', { body: { message: 'What is in my documents?', session_id: 'playground_1' } });
    expect(asked.status).toBe(200);
    const res = await dashboard.call('GET', '/v1/chat/sessions');
    expect(res.status).toBe(200);
    expect((await res.json()).sessions).toEqual([expect.objectContaining({ session_id: 'playground_1', source: { kind: 'playground', key_name: null } })]);
  });

  it('exports the range as JSON Lines, one object per turn, oldest first, as an attachment', async () => {
    const res = await get(reader.key, `/v1/chat/sessions/export?format=jsonl&from=${today()}&to=${today()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="pagewise-conversations-${today()}-to-${today()}.jsonl"`);
    const text = await res.text();
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(Number(res.headers.get('x-total-turns')));
    expect(lines.map((l) => l.question)).toEqual(['How long do refunds take?', 'Do I need a receipt?', 'Can I return a gift?', 'Is shipping refunded?']);
    expect(lines[0]).toEqual({
      session_id: 'conv_api',
      message_id: expect.any(String),
      asked_at: expect.stringMatching(/Z$/),
      source: 'api',
      key_name: 'Support bot',
      question: 'How long do refunds take?',
      answer: expect.any(String),
      answer_status: expect.stringMatching(/^(answered|not_found)$/),
      status: 'complete',
      rating: null,
      rating_comment: null,
      citations: expect.any(Array),
    });
    expect(lines[3]).toMatchObject({ rating: 'down', session_id: 'conv_rated' });
    const past = await get(reader.key, '/v1/chat/sessions/export?format=jsonl&from=2020-01-01&to=2020-01-02');
    expect([past.status, await past.text()]).toEqual([200, '']);
  });

  it('exports CSV that a strict RFC 4180 reader parses, with commas, quotes, line breaks, formulas and Indian scripts intact', async () => {
    const tricky = '=1+1, "quoted", and\na second line: रिफंड कब मिलेगा? பணம் திரும்ப';
    await ask(api.key, { message: tricky, session_id: 'conv_csv' });
    const res = await get(reader.key, '/v1/chat/sessions/export?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(header).toEqual(['session_id', 'message_id', 'asked_at', 'source', 'key_name', 'question', 'answer', 'answer_status', 'status', 'rating', 'rating_comment', 'citations']);
    expect(rows).toHaveLength(Number(res.headers.get('x-total-turns')));
    expect(rows.every((r) => r.length === header.length)).toBe(true);
    const row = Object.fromEntries(header.map((h, i) => [h, rows.at(-1)![i]]));
    // The apostrophe keeps a spreadsheet from running the visitor's text as a formula.
    expect(row).toMatchObject({ question: `'${tricky}`, source: 'api', key_name: 'Support bot', status: 'complete', rating: '' });
    const cited = rows.map((r) => r[11]).find((c) => c !== '');
    if (cited) expect(cited).toMatch(/^handbook\.pdf p\. \d+(; .+ p\. \d+)*$/);
  });

  it('streams a long range in batches without losing or repeating a turn, even when turns share a timestamp', async () => {
    const bulk = await createOrganization(t, 'enterprise', 'Bulk');
    const reader2 = await createKey(t, bulk, { name: 'bulk reader', scopes: ['chat:history'] });
    // 2,500 turns, every 100 sharing one instant: the export's keyset paging must break ties by id.
    await db.query(
      `INSERT INTO chat_turns (organization_id, api_key_id, session_id, message, response, status, created_at)
       SELECT $1, $2, 's' || (g % 50), 'question ' || g, 'answer ' || g, 'complete', now() - interval '1 hour' + (g / 100) * interval '1 second'
         FROM generate_series(1, 2500) g`,
      [bulk.organization.id, reader2.id],
    );
    const res = await get(reader2.key, '/v1/chat/sessions/export?format=jsonl');
    expect(res.headers.get('x-total-turns')).toBe('2500');
    const lines = (await res.text()).trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2500);
    expect(new Set(lines.map((l) => l.message_id)).size).toBe(2500);
    expect(lines.every((l, i) => i === 0 || l.asked_at >= lines[i - 1].asked_at)).toBe(true);
    expect(await list(reader2.key, '?limit=100')).toMatchObject({ total: 50 });
  });

  it('refuses, before sending anything, an export of more turns than an export holds', async () => {
    // The bound is 100,000 turns; lowered here so the test need not store that many.
    const service = t.app.get(ConversationsService);
    expect(service.maxExportTurns).toBe(100_000);
    service.maxExportTurns = 1000;
    try {
      const huge = await createOrganization(t, 'enterprise', 'Huge');
      await db.query(
        `INSERT INTO chat_turns (organization_id, session_id, message, response, status)
         SELECT $1, 's', 'q', 'a', 'complete' FROM generate_series(1, 1001)`,
        [huge.organization.id],
      );
      const res = await get(huge.adminKey, '/v1/chat/sessions/export?format=csv');
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', error: 'The range holds 1,001 turns; an export holds at most 1,000. Choose a shorter range.' });
      expect((await get(huge.adminKey, '/v1/chat/sessions/export?format=csv&from=2020-01-01&to=2020-01-01')).status).toBe(200);
    } finally {
      service.maxExportTurns = 100_000;
    }
  });
});
