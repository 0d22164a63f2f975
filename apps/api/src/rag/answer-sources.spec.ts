import { ExtractiveAnswerModel } from './answering/extractive-answer-model.js';
import type { DocumentOverviews } from './overview/document-overviews.js';
import type { PageLayoutStore } from './parsing/page-layout.store.js';
import type { PdfParser } from './parsing/pdf-parser.port.js';
import { RagService } from './rag.service.js';
import type { AnswerEvent, Passage, PriorTurn } from './rag.types.js';
import { NO_EVIDENCE } from './retrieval/answer-evidence.js';
import type { ChunkStore } from './retrieval/chunk-store.js';
import type { PassageRetriever } from './retrieval/passage-retriever.js';
import type { WeightedText } from './retrieval/query-terms.js';

const passage = (documentId: string, page: number, text: string, confidence: number): Passage => ({ documentId, name: `${documentId}.pdf`, page, text, score: 1, confidence });

/**
 * The engine with retrieval stubbed: `passages` come back best first for any question, and the evidence says the
 * documents answer it (a similar passage from the vector leg). Records what retrieval was asked to search.
 */
function engine(passages: Passage[]) {
  const searched: WeightedText[][] = [];
  const retriever = {
    search: async (_organizationId: string, texts: WeightedText[], topK: number) => {
      searched.push(texts);
      return { passages: passages.slice(0, topK), evidence: NO_EVIDENCE, vectorSimilarity: 0.9 };
    },
  } as unknown as PassageRetriever;
  const overviews = { answer: async () => null } as unknown as DocumentOverviews;
  const rag = new RagService({} as PdfParser, {} as ChunkStore, retriever, new ExtractiveAnswerModel(), overviews, { get: async () => null } as unknown as PageLayoutStore, null, null);
  const ask = async (question: string, history?: PriorTurn[]) => {
    let done: Extract<AnswerEvent, { type: 'done' }> | undefined;
    for await (const e of rag.answer({ organizationId: 'org', question, history, language: 'en' })) if (e.type === 'done') done = e;
    return done!;
  };
  return { ask, searched };
}

describe('the sources of an answer', () => {
  // Ranked by how well their sentences fit the question, which is not the order of their confidence.
  const ranked = [
    passage('apollo', 2, 'The Apollo program was approved in 1961. The Apollo program cost $25.4 billion by 1973.', 0.28),
    passage('apollo', 3, 'Apollo 11 landed in July 1969. The program cost more than any other of its time.', 0.32),
    passage('budget', 1, 'Budgets are approved every spring.', 0.15),
  ];

  it('come in order of confidence, most confident first', async () => {
    const done = await engine(ranked).ask('How much did the Apollo program cost?');
    expect(done.sources.map((s) => s.confidence)).toEqual([0.32, 0.28, 0.15]);
  });

  it('show, as their snippet, the sentence the answer quotes from them', async () => {
    const done = await engine(ranked).ask('How much did the Apollo program cost?');
    const quoted = done.sources.find((s) => s.page === 2)!;
    expect(done.answer).toContain('The Apollo program cost $25.4 billion by 1973.');
    expect(quoted.snippet).toBe('The Apollo program cost $25.4 billion by 1973.');
    // A passage the answer does not quote shows its sentence closest to the answer and the question.
    expect(done.sources.find((s) => s.page === 3)!.snippet).toBe('The program cost more than any other of its time.');
  });

  it('are searched for with the question alone when it stands on its own, whatever came before', async () => {
    const { ask, searched } = engine(ranked);
    const history: PriorTurn[] = [{ message: 'When did Apollo 11 land?', response: 'In July 1969.', sources: [{ document_id: 'apollo', name: 'apollo.pdf', page: 3 }] }];
    await ask('What is the capital of Australia?', history);
    expect(searched.at(-1)).toEqual([{ text: 'What is the capital of Australia?', weight: 1 }]);
    // A pronoun adds what it points at; whether the documents cover the question is judged on its own words too.
    await ask('What did it cost?', history);
    expect(searched.slice(-2).map((texts) => texts.map((t) => t.text))).toEqual([['What did it cost?', 'Apollo apollo'], ['What did it cost?']]);
  });
});
