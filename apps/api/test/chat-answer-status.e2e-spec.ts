import { DataSource } from 'typeorm';
import { createOrganization } from './support/api-keys.js';
import { type ChatFixture, postJson, startChatApp } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { makePdf } from './support/pdf-fixtures.js';
import { allEvents } from './support/sse.js';

const NOT_FOUND = "I couldn't find anything about that in your documents.";

/** A small handbook with headings, answered by the local OpenAI-compatible model. */
const HANDBOOK = [
  'Leave policy\nEvery employee gets 24 days of paid annual leave per year. Unused leave can be carried over to the next year.',
  'Expenses\nTravel expenses are reimbursed within two weeks when submitted with receipts. Meals are covered up to 40 euros per day.',
];

describe('answer_status: what the documents do not cover, and overviews (over HTTP, with an answer model)', () => {
  let fixture: ChatFixture;
  const chat = (key: string, message: string) => postJson(fixture.t.url, '/v1/chat', key, { message });
  const llmCalls = () => fixture.llm.requests.filter((r) => r.path === '/v1/chat/completions').length;

  beforeAll(async () => {
    fixture = await startChatApp(HANDBOOK);
  });
  afterAll(() => fixture.close());

  it('says the documents do not cover an unrelated question, with no sources and without calling the model', async () => {
    const before = llmCalls();
    const res = await chat(fixture.acme.adminKey, 'What is the capital of Mongolia?');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ answer: NOT_FOUND, answer_status: 'not_found', source_documents: [] });
    expect(body.token_usage.completion_tokens).toBeGreaterThan(0);
    expect(llmCalls()).toBe(before);
    const [turn] = await fixture.t.app.get(DataSource).query('SELECT status, answer_status FROM chat_turns WHERE session_id = $1', [body.session_id]);
    expect(turn).toEqual({ status: 'complete', answer_status: 'not_found' });
  });

  it('says so in the question’s language on plans that answer in it', async () => {
    const before = llmCalls();
    const body = await (await chat(fixture.acme.adminKey, 'मंगोलिया की राजधानी क्या है?')).json();
    expect(body).toMatchObject({ answer: 'मुझे आपके दस्तावेज़ों में इसके बारे में कुछ नहीं मिला।', answer_status: 'not_found', source_documents: [] });
    expect(llmCalls()).toBe(before);
  });

  it('ends the stream of a not-found answer with answer_status and no sources', async () => {
    const res = await postJson(fixture.t.url, '/v1/chat/stream', fixture.acme.adminKey, { message: 'How do I reset my router password?' }, { headers: { Accept: 'text/event-stream' } });
    const events = await allEvents(res.body!);
    expect(events.at(-1)!.data).toBe('[DONE]');
    const payloads = events.slice(0, -1).map((e) => JSON.parse(e.data));
    expect(payloads.map((p) => p.token).join('')).toBe(NOT_FOUND);
    expect(payloads.at(-1)).toMatchObject({ token: '', answer_status: 'not_found', source_documents: [] });
  });

  it('asks the model when the documents cover the question, and tells it the sentence to use when they do not', async () => {
    const before = llmCalls();
    const body = await (await chat(fixture.acme.adminKey, 'How many days of paid leave do I get?')).json();
    expect(body.answer_status).toBe('answered');
    expect(body.source_documents[0]).toMatchObject({ name: 'handbook.pdf', page: 1 });
    expect(llmCalls()).toBe(before + 1);
    const system = fixture.llm.requests.at(-1)!.body.messages[0].content;
    expect(system).toContain(`If the passages do not contain the answer, reply with exactly this sentence and nothing else: ${NOT_FOUND}`);
  });

  it("recognises the model's own not-found reply and drops the sources", async () => {
    fixture.llm.options.reply = () => 'I couldn’t find anything about that in your documents.';
    try {
      const before = llmCalls();
      const body = await (await chat(fixture.acme.adminKey, 'Are meals during travel covered by the expenses policy?')).json();
      expect(llmCalls()).toBe(before + 1);
      expect(body).toMatchObject({ answer_status: 'not_found', source_documents: [] });
    } finally {
      fixture.llm.options.reply = undefined;
    }
  });

  it('answers "Summarize it" with the document’s overview: opening sentences cited with their pages, then its sections', async () => {
    const before = llmCalls();
    const body = await (await chat(fixture.acme.adminKey, 'Summarize it')).json();
    expect(llmCalls()).toBe(before);
    expect(body.answer_status).toBe('answered');
    expect(body.answer).toContain('Every employee gets 24 days of paid annual leave per year.');
    expect(body.answer).toContain('[handbook.pdf, p. 1]');
    expect(body.answer).toContain('Sections: Leave policy (p. 1), Expenses (p. 2)');
    expect(body.source_documents.map((s: { name: string; page: number }) => `${s.name}:${s.page}`)).toContain('handbook.pdf:1');
    for (const s of body.source_documents) expect(s).toMatchObject({ document_id: fixture.documentId, name: 'handbook.pdf', confidence: 1 });
  });

  it('with several documents, asks which one is meant, and summarizes the one named', async () => {
    const org = await createOrganization(fixture.t, 'enterprise', 'Several');
    for (const [name, text] of [
      ['Warranty terms.pdf', 'The warranty covers manufacturing defects for two years from the date of purchase.'],
      ['Onboarding guide.pdf', 'New employees receive a laptop and a badge on their first day at the office.'],
    ]) {
      const id = (await upload(fixture.t, org.adminKey, await makePdf({ pages: [text] }), name)).body.id;
      expect((await settled(fixture.t, org.adminKey, id)).status).toBe('processed');
    }
    const which = await (await chat(org.adminKey, 'What are these documents about?')).json();
    expect(which).toMatchObject({ answer_status: 'answered', source_documents: [] });
    expect(which.answer).toMatch(/^Which document do you mean\? There are 2: Onboarding guide\.pdf, Warranty terms\.pdf\./);
    const named = await (await chat(org.adminKey, 'Give me an overview of the warranty terms')).json();
    expect(named.answer).toContain('The warranty covers manufacturing defects for two years from the date of purchase. [Warranty terms.pdf, p. 1]');
    expect(named.source_documents.map((s: { name: string }) => s.name)).toEqual(['Warranty terms.pdf']);
  });
});
