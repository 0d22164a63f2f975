import { Inject, Injectable, Optional } from '@nestjs/common';
import { ANSWER_MODEL, type AnswerModel } from './answering/answer-model.port.js';
import { isAnswerable } from './answering/answerability.js';
import { nothingFoundMessage } from './answering/extractive-messages.js';
import { saysNotFound } from './answering/not-found-reply.js';
import { chunkParagraphs } from './chunking/chunker.js';
import { documentTitle } from './chunking/document-title.js';
import { paragraphsOf } from './chunking/paragraphs.js';
import { withTableRows } from './chunking/tables.js';
import { EMBEDDER, type Embedder } from './embedding/embedder.port.js';
import { PageLayoutStore } from './parsing/page-layout.store.js';
import { ScannedPages } from './ocr/scanned-pages.js';
import type { PageLayout, ParsedPage } from './parsing/page-layout.js';
import { locateSentence } from './highlight/locate-sentence.js';
import { PDF_PARSER, type PdfParser } from './parsing/pdf-parser.port.js';
import { unreadable } from './parsing/unreadable-messages.js';
import { DocumentOverviews } from './overview/document-overviews.js';
import { summarizeParagraphs } from './overview/document-summary.js';
import type { AnswerEvent, AnswerRequest, IngestInput, IngestResult, Passage, RagPort, SkippedPageRecord, SourceDocument, TokenUsage } from './rag.types.js';
import { ChunkStore } from './retrieval/chunk-store.js';
import { PassageRetriever } from './retrieval/passage-retriever.js';
import { quotedSnippet } from './retrieval/snippet.js';
import { countTextTokens, tokenUsage } from './tokens/token-counter.js';
import { VECTOR_INDEX, type VectorIndex } from './vectors/vector-index.port.js';
import { CONVERSATION_DEPTH, inConversationOrder, questionInContext, referenceOf } from './history-context.js';

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
    private readonly overviews: DocumentOverviews,
    private readonly layouts: PageLayoutStore,
    @Optional() @Inject(EMBEDDER) private readonly embedder: Embedder | null = null,
    @Optional() @Inject(VECTOR_INDEX) private readonly vectors: VectorIndex | null = null,
    @Optional() @Inject(ScannedPages) private readonly scans: ScannedPages | null = null,
  ) {}

  async ingest(input: IngestInput): Promise<IngestResult> {
    const { organizationId, documentId, onProgress } = input;
    onProgress?.({ stage: 'parsing', done: 0, total: 1 });
    const parsed = await this.parser.parse(input.bytes, organizationId, documentId);
    onProgress?.({ stage: 'parsing', done: 1, total: 1 });
    // Pages without a text layer read by OCR (a scan, a mixed document), as the organization's setting says.
    const pages = this.scans ? await this.scans.read(parsed.pages, input) : parsed.pages;
    const read = pages.filter((p) => !p.skipped && !p.needsOcr);
    // Scans and image-only files have pages but no letters or digits anywhere.
    if (!read.length) throw unreadable('no_text');
    await this.layouts.replace(organizationId, documentId, read.flatMap((p) => (p.layout ? [p.layout] : [])));
    const paragraphs = paragraphsOf(pages);
    // Tables' rows said with their column headers are indexed beside the page's text (docs/retrieval.md).
    const chunks = chunkParagraphs(withTableRows(paragraphs, read));
    const title = documentTitle(input.name, parsed.title);
    const stored = await this.chunks.replace(organizationId, documentId, { name: input.name, title }, chunks);
    await this.overviews.save(organizationId, documentId, { name: input.name, title }, summarizeParagraphs(paragraphs, title));
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
    return { pages: parsed.pages.length, chunks: stored.length, skippedPages: skippedPagesOf(pages) };
  }

  async forget(organizationId: string, documentId: string): Promise<void> {
    await this.chunks.forget(organizationId, documentId);
    await this.overviews.forget(organizationId, documentId);
    await this.layouts.forget(organizationId, documentId);
    if (this.vectors) await this.vectors.removeDocument(organizationId, documentId);
  }

  query(organizationId: string, query: string, topK: number): Promise<Passage[]> {
    return this.retriever.retrieve(organizationId, [{ text: query, weight: 1 }], topK);
  }

  /**
   * "What is this about?" gets the document's overview. Otherwise, when retrieval's evidence says the
   * documents do not cover the question, the reply says so without asking the model (it costs nothing) and
   * cites nothing; and a model's own "not in the documents" reply is recognised the same way.
   */
  async *answer(request: AnswerRequest): AsyncGenerator<AnswerEvent> {
    const { organizationId, question, history, language, signal } = request;
    const overview = await this.overviews.answer(organizationId, question, language);
    if (overview) {
      yield* spoken(overview.answer, signal);
      yield { type: 'done', answer: overview.answer, sources: overview.sources, usage: ownUsage(question, overview.answer), status: 'answered' };
      return;
    }
    const texts = questionInContext(question, history);
    const found = await this.retriever.search(organizationId, texts, history?.length ? CONVERSATION_DEPTH : ANSWER_PASSAGES, signal);
    const passages = inConversationOrder(found.passages, history)
      .slice(0, ANSWER_PASSAGES)
      .filter((p) => p.confidence >= MIN_CONFIDENCE);
    // What a pronoun points at says which passage is meant, never that the documents cover the question: that is
    // decided from the question's own words too, so it is refused whenever it would be in a fresh session.
    const alone = texts.length > 1 && referenceOf(question) === 'pronoun' ? await this.retriever.search(organizationId, texts.slice(0, 1), 1, signal) : found;
    if (!passages.length || !isAnswerable(found.evidence, found.vectorSimilarity) || !isAnswerable(alone.evidence, alone.vectorSimilarity)) {
      const message = nothingFoundMessage(question, language);
      yield* spoken(message, signal);
      yield { type: 'done', answer: message, sources: [], usage: ownUsage(question, message), status: 'not_found' };
      return;
    }
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
    if (saysNotFound(answer, passages.length)) {
      yield { type: 'done', answer, sources: [], usage, status: 'not_found' };
      return;
    }
    // Most confident first (the ranking also weighs how well a passage's sentences fit, so the two orders differ),
    // each with the sentence the answer quotes from it.
    const sources = [...passages]
      .sort((a, b) => b.confidence - a.confidence)
      .map((p) => ({
        document_id: p.documentId,
        name: p.name,
        page: p.page,
        confidence: p.confidence,
        snippet: quotedSnippet(p, answer, question),
      }));
    yield { type: 'done', answer, sources: await this.highlighted(organizationId, sources), usage, status: 'answered' };
  }

  /** Each source with where its quoted sentence lies on its page (null when it cannot be located): one layout read per cited page. */
  private async highlighted(organizationId: string, sources: Omit<SourceDocument, 'highlight'>[]): Promise<SourceDocument[]> {
    const layouts = new Map<string, Promise<PageLayout | null>>();
    return Promise.all(
      sources.map(async (s) => {
        const key = `${s.document_id}:${s.page}`;
        if (!layouts.has(key)) layouts.set(key, this.layouts.get(organizationId, s.document_id, s.page).catch(() => null));
        const layout = await layouts.get(key)!;
        return { ...s, highlight: layout ? locateSentence(layout, s.snippet) : null };
      }),
    );
  }
}

/** The pages left out, for the document's record: a blank page is not a page lost, so it is not listed. */
function skippedPagesOf(pages: ParsedPage[]): SkippedPageRecord[] {
  return pages.flatMap((p) => (p.skipped && p.skipped.reason !== 'blank' ? [{ page: p.page, reason: p.skipped.reason, message: p.skipped.message }] : []));
}

/** Pagewise's own replies stream word by word, like a model's. */
async function* spoken(text: string, signal?: AbortSignal): AsyncGenerator<AnswerEvent> {
  for (const token of text.match(/\S+\s*/g) ?? []) {
    if (signal?.aborted) return;
    yield { type: 'token', token };
  }
}

/** What Pagewise read and wrote itself, counted like the extractive model counts (no model was called). */
function ownUsage(question: string, reply: string): TokenUsage {
  return tokenUsage(countTextTokens(question), countTextTokens(reply));
}
