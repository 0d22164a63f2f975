import { Inject, Injectable, Optional } from '@nestjs/common';
import { ANSWER_MODEL, type AnswerModel } from './answering/answer-model.port.js';
import { chunkPages } from './chunking/chunker.js';
import { documentTitle } from './chunking/document-title.js';
import { EMBEDDER, type Embedder } from './embedding/embedder.port.js';
import { PDF_PARSER, type PdfParser } from './parsing/pdf-parser.port.js';
import type { AnswerEvent, AnswerRequest, IngestInput, IngestResult, Passage, RagPort, TokenUsage } from './rag.types.js';
import { ChunkStore } from './retrieval/chunk-store.js';
import { PassageRetriever } from './retrieval/passage-retriever.js';
import { snippetFor } from './retrieval/snippet.js';
import { VECTOR_INDEX, type VectorIndex } from './vectors/vector-index.port.js';
import { historyContext } from './history-context.js';

/** Passages handed to the answer model. */
const ANSWER_PASSAGES = 5;
/** Passages below this confidence are not shown to the answer model or cited. */
const MIN_CONFIDENCE = 0.1;
const EMBED_BATCH = 64;

/** The RAG engine: PDFs in, cited passages and answers out, every step scoped to one organization. */
@Injectable()
export class RagService implements RagPort {
  constructor(
    @Inject(PDF_PARSER) private readonly parser: PdfParser,
    private readonly chunks: ChunkStore,
    private readonly retriever: PassageRetriever,
    @Inject(ANSWER_MODEL) private readonly model: AnswerModel,
    @Optional() @Inject(EMBEDDER) private readonly embedder: Embedder | null = null,
    @Optional() @Inject(VECTOR_INDEX) private readonly vectors: VectorIndex | null = null,
  ) {}

  async ingest(input: IngestInput): Promise<IngestResult> {
    const { organizationId, documentId, onProgress } = input;
    onProgress?.({ stage: 'parsing', done: 0, total: 1 });
    const parsed = await this.parser.parse(input.bytes);
    onProgress?.({ stage: 'parsing', done: 1, total: 1 });
    const chunks = chunkPages(parsed.pages);
    const title = documentTitle(input.name, parsed.title);
    const stored = await this.chunks.replace(organizationId, documentId, { name: input.name, title }, chunks);
    onProgress?.({ stage: 'indexing', done: 0, total: stored.length });
    if (this.embedder && this.vectors) {
      await this.vectors.removeDocument(organizationId, documentId);
      for (let i = 0; i < stored.length; i += EMBED_BATCH) {
        const batch = stored.slice(i, i + EMBED_BATCH);
        const embeddings = await this.embedder.embed(batch.map((c) => `${title}\n${c.text}`));
        await this.vectors.upsert(
          organizationId,
          batch.map((c, j) => ({ chunkId: c.id, documentId, embedding: embeddings[j] })),
        );
        onProgress?.({ stage: 'indexing', done: i + batch.length, total: stored.length });
      }
    }
    onProgress?.({ stage: 'indexing', done: stored.length, total: stored.length });
    return { pages: parsed.pages.length, chunks: stored.length };
  }

  async forget(organizationId: string, documentId: string): Promise<void> {
    await this.chunks.forget(organizationId, documentId);
    if (this.vectors) await this.vectors.removeDocument(organizationId, documentId);
  }

  query(organizationId: string, query: string, topK: number): Promise<Passage[]> {
    return this.retriever.retrieve(organizationId, [{ text: query, weight: 1 }], topK);
  }

  async *answer(request: AnswerRequest): AsyncGenerator<AnswerEvent> {
    const { organizationId, question, history, language, signal } = request;
    const texts = [{ text: question, weight: 1 }, ...historyContext(history)];
    const passages = (await this.retriever.retrieve(organizationId, texts, ANSWER_PASSAGES, signal)).filter(
      (p) => p.confidence >= MIN_CONFIDENCE,
    );
    let answer = '';
    let usage: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
    for await (const chunk of this.model.generate({ question, passages, history, language, signal })) {
      if ('token' in chunk) {
        answer += chunk.token;
        yield { type: 'token', token: chunk.token };
      } else {
        usage = chunk.usage;
      }
    }
    const sources = passages.map((p) => ({
      document_id: p.documentId,
      name: p.name,
      page: p.page,
      confidence: p.confidence,
      snippet: snippetFor(p.text, question),
    }));
    yield { type: 'done', answer, sources, usage };
  }
}
