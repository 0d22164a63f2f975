import { bearer, createKey } from './support/api-keys.js';
import { type ChatFixture, postJson, startChatApp } from './support/chat.js';
import { freshAddress } from './support/rate-limits.js';
import type { TestApp } from './support/test-app.js';

const SHOP = 'https://shop.example.com';
const HANDBOOK = [
  'Leave policy\nEvery employee gets 24 days of paid annual leave per year. Unused leave can be carried over to the next year.',
  'Expenses\nTravel expenses are reimbursed within two weeks when submitted with receipts. Meals are covered up to 40 euros per day.',
];

/**
 * Starter questions: up to 4 in the widget settings (PATCH /v1/widget/settings), served to the widget by
 * GET /v1/widget/config, and suggested from the organization's documents and well-answered questions.
 */
describe('widget starter questions over HTTP', () => {
  let fixture: ChatFixture;
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    fixture = await startChatApp(HANDBOOK, { TRUST_PROXY: '1' });
    ({ t } = fixture);
    admin = fixture.acme.adminKey;
  });
  afterAll(() => fixture.close());

  const patch = (body: unknown) =>
    fetch(`${t.url}/v1/widget/settings`, { method: 'PATCH', headers: { ...bearer(admin), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const suggestions = async () => {
    const res = await fetch(`${t.url}/v1/widget/starter-questions/suggestions`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    return (await res.json()).suggestions as Array<{ question: string; source: string; asked: number | null; document: { name: string; page: number | null } | null }>;
  };

  it('saves up to 4, trimmed, and the widget reads them from its config', async () => {
    const res = await patch({ starter_questions: ['  How many days of leave do I get? ', 'Are meals   covered?'] });
    expect(res.status).toBe(200);
    expect((await res.json()).starter_questions).toEqual(['How many days of leave do I get?', 'Are meals covered?']);
    const widget = await createKey(t, fixture.acme, { name: 'site', type: 'publishable', allowedOrigins: [SHOP] });
    const config = await (await fetch(`${t.url}/v1/widget/config`, { headers: { ...bearer(widget.key), Origin: SHOP } })).json();
    expect(config.starter_questions).toEqual(['How many days of leave do I get?', 'Are meals covered?']);
  });

  it('keeps them when other settings change, and clears them with [] or null', async () => {
    await patch({ title: 'Ask HR' });
    expect((await (await fetch(`${t.url}/v1/widget/settings`, { headers: bearer(admin) })).json()).starter_questions).toHaveLength(2);
    expect((await (await patch({ starter_questions: [] })).json()).starter_questions).toEqual([]);
    await patch({ starter_questions: ['One?'] });
    expect((await (await patch({ starter_questions: null })).json()).starter_questions).toEqual([]);
  });

  it.each([
    [{ starter_questions: 'How?' }, 'starter_questions must be a list of up to 4 questions.'],
    [{ starter_questions: ['a?', 'b?', 'c?', 'd?', 'e?'] }, 'starter_questions can hold at most 4 questions; 5 were sent.'],
    [{ starter_questions: ['Fine?', '   '] }, 'Starter question 2 is empty. Remove it or write a question.'],
    [{ starter_questions: [42] }, 'Starter question 1 must be text.'],
    [{ starter_questions: ['x'.repeat(121)] }, 'Starter question 1 must be at most 120 characters; it has 121.'],
    [{ starter_questions: ['Refunds?', 'refunds?'] }, 'Starter question 2 repeats an earlier one.'],
  ])('refuses %j with 422 and a clear sentence, changing nothing', async (body, error) => {
    await patch({ starter_questions: ['Kept?'] });
    const res = await patch(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error, code: 'validation_failed', request_id: expect.any(String) });
    expect((await (await fetch(`${t.url}/v1/widget/settings`, { headers: bearer(admin) })).json()).starter_questions).toEqual(['Kept?']);
  });

  it('accepts exactly 4 of exactly 120 characters, in any script', async () => {
    const four = ['x'.repeat(119) + '?', 'मुझे कितनी छुट्टी मिलती है?', 'எனக்கு எத்தனை நாள் விடுப்பு?', 'मला किती रजा मिळते?'];
    expect((await (await patch({ starter_questions: four })).json()).starter_questions).toEqual(four);
  });

  it('suggests headings and overviews from the documents, then questions visitors asked that were answered', async () => {
    await patch({ starter_questions: null });
    let found = await suggestions();
    expect(found).toEqual(
      expect.arrayContaining([
        { question: 'What should I know about leave policy?', source: 'heading', asked: null, document: { document_id: fixture.documentId, name: 'handbook.pdf', page: 1 } },
        { question: 'What should I know about expenses?', source: 'heading', asked: null, document: { document_id: fixture.documentId, name: 'handbook.pdf', page: 2 } },
      ]),
    );
    expect(found.filter((s) => s.source === 'asked')).toEqual([]);

    const widget = await createKey(t, fixture.acme, { name: 'site 2', type: 'publishable', allowedOrigins: [SHOP] });
    const ask = async (message: string) => {
      const res = await postJson(t.url, '/v1/chat', widget.key, { message, session_id: `s_${Math.random().toString(36).slice(2)}` }, { headers: { Origin: SHOP, 'X-Forwarded-For': freshAddress() } });
      expect(res.status).toBe(200);
      return res.json();
    };
    const first = await ask('How many days of paid leave do I get?');
    expect(first.answer_status).toBe('answered');
    await ask('how many days of paid   leave do I get?');
    const disliked = await ask('Are travel expenses reimbursed?');
    expect(disliked.answer_status).toBe('answered');
    const rated = await postJson(t.url, '/v1/chat/feedback', admin, { message_id: disliked.message_id, rating: 'down' });
    expect(rated.status).toBe(200);
    await ask('What is the capital of Mongolia?');

    found = await suggestions();
    const asked = found.filter((s) => s.source === 'asked');
    // Asked twice (one wording), answered; the rated-down and the unanswered question are left out.
    expect(asked).toEqual([{ question: 'How many days of paid leave do I get?', source: 'asked', asked: 2, document: null }]);
    expect(found[0].source).toBe('asked');
    expect(found.length).toBeLessThanOrEqual(12);

    // A question already set is not suggested again.
    await patch({ starter_questions: ['What should I know about expenses?'] });
    expect((await suggestions()).map((s) => s.question)).not.toContain('What should I know about expenses?');
  });

  it('is for the admin principal only', async () => {
    const scoped = await createKey(t, fixture.acme, { name: 'reader', scopes: ['chat:history'] });
    const res = await fetch(`${t.url}/v1/widget/starter-questions/suggestions`, { headers: bearer(scoped.key) });
    expect([res.status, (await res.json()).code]).toEqual([403, 'admin_required']);
  });
});
