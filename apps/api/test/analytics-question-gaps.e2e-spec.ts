import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { bearer, createOrganization } from './support/api-keys.js';
import { type ChatFixture, postJson, startChatApp } from './support/chat.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { WebhookReceiver } from './support/webhook-receiver.js';
import { QuestionGapsWorker } from '../src/analytics/questions/question-gaps.worker.js';

const HANDBOOK = [
  'Leave policy\nEvery employee gets 24 days of paid annual leave per year. Unused leave can be carried over to the next year.',
  'Expenses\nTravel expenses are reimbursed within two weeks when submitted with receipts. Meals are covered up to 40 euros per day.',
];

/**
 * question.unanswered over HTTP: a visitor's question the documents do not cover reaches a subscribed endpoint,
 * signed (verified with the standardwebhooks package), with the group's wording and counts; other wordings of
 * the same question that day send nothing more, a different question sends its own.
 */
describe('question.unanswered webhook', () => {
  const receiver = new WebhookReceiver();
  let fixture: ChatFixture;
  let db: DataSource;
  let secret: string;

  const chat = async (message: string) => {
    const res = await postJson(fixture.t.url, '/v1/chat', fixture.acme.adminKey, { message });
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    await receiver.start();
    fixture = await startChatApp(HANDBOOK, { WEBHOOK_POLL_MS: '100' });
    db = fixture.t.app.get(DataSource);
    const res = await postJson(fixture.t.url, '/v1/webhooks', fixture.acme.adminKey, { url: `${receiver.url}/gaps`, events: ['question.unanswered'] });
    expect(res.status).toBe(201);
    secret = (await res.json()).secret;
  });
  afterAll(async () => {
    await fixture.close();
    await receiver.stop();
  });

  it('sends the group of an unanswered question once a day, signed, with its wording and count', async () => {
    expect(await chat('What is the capital of Mongolia?')).toMatchObject({ answer_status: 'not_found' });
    const [first] = await receiver.waitFor('/gaps', 1);
    const event = new Webhook(secret).verify(first.body, first.headers as Record<string, string>) as any;
    const today = new Date().toISOString().slice(0, 10);
    expect(event).toMatchObject({
      type: 'question.unanswered',
      id: expect.stringMatching(new RegExp(`^evt_unanswered_[0-9a-f]{32}_${today.replace(/-/g, '')}_[0-9a-f]{16}$`)),
      data: {
        group_id: expect.stringMatching(/^[0-9a-f]{16}$/),
        question: 'What is the capital of Mongolia?',
        asked: 'What is the capital of Mongolia?',
        terms: ['capital', 'mongolia'],
        count: 1,
        not_found: 1,
        day: today,
      },
    });
    expect(first.headers['webhook-id']).toBe(event.id);

    // Other wordings of the same question: counted in the report, no second event today.
    await chat('what is the capital of mongolia');
    await chat('Capital of Mongolia?');
    // A different question is a group of its own. The queue is handled in order, so once its event arrives the
    // wordings above have been handled too.
    await chat('How do I reset my router password?');
    const hooks = await receiver.waitFor('/gaps', 2);
    const second = new Webhook(secret).verify(hooks[1].body, hooks[1].headers as Record<string, string>) as any;
    expect(second.data).toMatchObject({ question: 'How do I reset my router password?', terms: ['password', 'reset', 'router'], count: 1 });
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM webhook_events WHERE type = 'question.unanswered'`);
    expect(n).toBe(2);
    expect(await db.query('SELECT * FROM question_gap_queue')).toEqual([]);

    // The report shows the group with all three wordings.
    const report = await (await fetch(`${fixture.t.url}/v1/analytics/questions?view=not_answered`, { headers: bearer(fixture.acme.adminKey) })).json();
    expect(report.groups.find((g: { id: string }) => g.id === event.data.group_id)).toMatchObject({ count: 3, not_found: 3 });
  });

  it('queues nothing for an organization without a subscribed endpoint', async () => {
    const other = await createOrganization(fixture.t, 'pro', 'Unsubscribed');
    await db.query(
      `INSERT INTO chat_turns (organization_id, session_id, message, status, answer_status) VALUES ($1, 's', 'Where is the office?', 'complete', 'not_found')`,
      [other.organization.id],
    );
    expect(await db.query('SELECT * FROM question_gap_queue WHERE organization_id = $1', [other.organization.id])).toEqual([]);
  });
});

/** The once-a-day rule, day by day: the worker is driven by hand with the day it believes it is. */
describe('question.unanswered, once per group per UTC day', () => {
  let t: TestApp;
  let db: DataSource;
  let orgId: string;

  const unanswered = (message: string) =>
    db.query(`INSERT INTO chat_turns (organization_id, session_id, message, status, answer_status) VALUES ($1, 's', $2, 'complete', 'not_found')`, [orgId, message]);
  const events = async () =>
    ((await db.query(`SELECT payload FROM webhook_events WHERE type = 'question.unanswered' ORDER BY created_at, id`)) as { payload: string }[]).map((r) => JSON.parse(r.payload));

  beforeAll(async () => {
    t = await startTestApp({ BACKGROUND_JOBS: 'false' });
    db = t.app.get(DataSource);
    const org = await createOrganization(t, 'pro', 'Daily');
    orgId = org.organization.id;
    const res = await postJson(t.url, '/v1/webhooks', org.adminKey, { url: 'https://hooks.example.com/gaps', events: ['question.unanswered'] });
    expect(res.status).toBe(201);
  });
  afterAll(() => t.close());

  it('sends a group again on the next day, with its count, and a new group at once', async () => {
    const worker = t.app.get(QuestionGapsWorker);
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 86_400_000);
    await unanswered('Where is the Paris office?');
    expect(await worker.drain(() => today)).toBe(1);
    await unanswered('where is the paris office');
    await unanswered('Paris office, where?');
    expect(await worker.drain(() => today)).toBe(0);
    await unanswered('Where is the Paris office');
    await unanswered('Do you ship to Chennai?');
    expect(await worker.drain(() => tomorrow)).toBe(2);
    const sent = (await events()).sort((a, b) => a.data.day.localeCompare(b.data.day) || a.data.question.localeCompare(b.data.question));
    // The next day the group's leading wording is the one asked twice ("where is the paris office", either case).
    expect(sent.map((e) => [e.data.question, e.data.count, e.data.not_found, e.data.day])).toEqual([
      ['Where is the Paris office?', 1, 1, today.toISOString().slice(0, 10)],
      ['Do you ship to Chennai?', 1, 1, tomorrow.toISOString().slice(0, 10)],
      [expect.stringMatching(/^Where is the Paris office$/i), 4, 4, tomorrow.toISOString().slice(0, 10)],
    ]);
    expect(sent[2].data.examples).toHaveLength(3);
    expect(sent[2].data.terms).toEqual(sent[0].data.terms);
    expect(new Set(sent.map((e) => e.id)).size).toBe(3);
  });
});
