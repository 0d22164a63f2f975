import { bearer, createOrganization, type TestOrganization } from './support/api-keys.js';
import { postJson } from './support/chat.js';
import { settled, upload } from './support/documents.js';
import { makePdf } from './support/pdf-fixtures.js';
import { MATRIX_ENV } from './support/scope-matrix.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const NOT_FOUND = "I couldn't find anything about that in your documents.";

/** Pages of three PDFs: an Apollo page mentions Australia, and two people both studied engineering. */
const DOCUMENTS: Record<string, string[]> = {
  'apollo.pdf': [
    'Apollo 11 was the spaceflight that first landed humans on the Moon, on 20 July 1969. Neil Armstrong and Buzz Aldrin landed the lunar module Eagle.',
    'The images of the Apollo 11 landing on the Moon were from tapes recorded at the Parkes Observatory in Australia. The CBS News archive kept copies of the broadcast.',
  ],
  'tesla.pdf': [
    'Nikola Tesla was born in 1856 in Smiljan. He studied electrical engineering at the Polytechnic in Graz.',
    'Tesla lived in Prague, the capital of Bohemia, in 1880. He moved to New York in 1884 and worked for a short time in the laboratories of the Edison company.',
  ],
  'edison.pdf': ['Thomas Edison was born in 1847 in Milan, Ohio. He studied engineering and chemistry at Cooper Union in New York.'],
};

/** Answers here come from the extractive answerer, the embedded default (no answer model is configured). */
describe('a conversation: earlier turns resolve what a question points at, and history keeps the evidence', () => {
  let t: TestApp;
  let acme: TestOrganization;

  beforeAll(async () => {
    t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100' });
    acme = await createOrganization(t, 'enterprise', 'Acme');
    for (const [name, pages] of Object.entries(DOCUMENTS)) {
      const id = (await upload(t, acme.adminKey, await makePdf({ pages }), name)).body.id;
      expect((await settled(t, acme.adminKey, id)).status).toBe('processed');
    }
  });
  afterAll(() => t.close());

  const chat = async (message: string, session_id: string, context = true) => {
    const res = await postJson(t.url, '/v1/chat', acme.adminKey, { message, session_id, context });
    expect(res.status).toBe(200);
    return res.json();
  };
  const history = async (sessionId: string) => (await fetch(`${t.url}/v1/chat/history?session_id=${sessionId}`, { headers: bearer(acme.adminKey) })).json();

  it('refuses a question the documents do not answer though the one before was about a page that shares a word with it', async () => {
    const first = await chat('When did Apollo 11 land on the Moon?', 'session_apollo');
    expect(first.answer_status).toBe('answered');
    expect(first.source_documents[0].name).toBe('apollo.pdf');
    // Refused in a fresh session.
    expect((await chat('What is the capital of Australia?', 'session_fresh_australia')).answer_status).toBe('not_found');
    const offTopic = await chat('What is the capital of Australia?', 'session_apollo');
    expect(offTopic).toMatchObject({ answer: NOT_FOUND, answer_status: 'not_found', source_documents: [] });
  });

  it('answers a pronoun follow-up from the page of the person the conversation is about', async () => {
    await chat('When was Nikola Tesla born?', 'session_tesla');
    const followUp = await chat('Where did he study engineering?', 'session_tesla');
    expect(followUp.answer_status).toBe('answered');
    expect(followUp.answer).toContain('Graz');
    expect(followUp.answer).not.toContain('Cooper Union');
    expect(followUp.source_documents[0]).toMatchObject({ name: 'tesla.pdf', page: 1, snippet: 'He studied electrical engineering at the Polytechnic in Graz.' });
    // The same follow-up after a question about Edison is about Edison.
    await chat('When was Thomas Edison born?', 'session_edison');
    expect((await chat('Where did he study engineering?', 'session_edison')).answer).toContain('Cooper Union');
  });

  it('keeps each answer’s sources and status in the history, as the chat response gave them', async () => {
    const answered = await chat('When was Nikola Tesla born?', 'session_evidence', false);
    const refused = await chat('What is the capital of Mongolia?', 'session_evidence', false);
    const body = await history('session_evidence');
    expect(body.messages).toEqual([
      {
        message_id: answered.message_id,
        message: 'When was Nikola Tesla born?',
        response: answered.answer,
        timestamp: expect.any(String),
        answer_status: 'answered',
        source_documents: answered.source_documents,
      },
      {
        message_id: refused.message_id,
        message: 'What is the capital of Mongolia?',
        response: NOT_FOUND,
        timestamp: expect.any(String),
        answer_status: 'not_found',
        source_documents: [],
      },
    ]);
    expect(answered.source_documents[0]).toMatchObject({ document_id: expect.any(String), name: 'tesla.pdf', page: 1, confidence: expect.any(Number), snippet: expect.stringContaining('1856') });
  });
});
