import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EMBEDDER, type Embedder } from '../embedding/embedder.port.js';
import type { Passage, SentenceTerms } from '../rag.types.js';
import { VECTOR_INDEX, type VectorIndex } from '../vectors/vector-index.port.js';
import { decodeSentenceTerms, type ScoredSentence, scoreSentences } from '../answering/extractive-sentences.js';
import type { AnswerEvidence } from './answer-evidence.js';
import { citedPage } from './cited-page.js';
import { keywordConfidences, vectorConfidence } from './confidence.js';
import { KeywordRetriever, pgArray } from './keyword-retriever.js';
import type { WeightedText } from './query-terms.js';
import { reciprocalRankFusion } from './reciprocal-rank-fusion.js';

/** Candidates each leg hands to fusion. */
const LEG_DEPTH = 50;
/** Leading passages re-ordered by the answer-aware sentence score, and its weight beside the relative score. */
const ANSWER_AWARE_DEPTH = 10;
const ANSWER_AWARE_WEIGHT = 0.3;
/** Passage rows kept in memory (a few kB each). */
const ROW_CACHE_SIZE = 2_000;

/**
 * Re-orders the leading passages by their relative retrieval score plus the score of their best sentence as
 * the extractive answerer sees it (question words, the kind of answer asked for): among passages that score
 * alike, the one holding the sentence an answer would quote comes first.
 */
function answerAware(question: string, top: Array<{ id: string; score: number }>, sentences: ScoredSentence[][]) {
  if (top.length < 2 || !question) return top;
  const best = sentences.map((list) => list.reduce((max, s) => Math.max(max, s.score), 0));
  const lead = top[0].score || 1;
  return top.map((t, i) => ({ id: t.id, score: t.score / lead + ANSWER_AWARE_WEIGHT * best[i] })).sort((a, b) => b.score - a.score);
}

/** Every sentence of the leading passages scored as the extractive answerer sees it, grouped by passage. */
function sentencesOf(question: string, chunks: Array<{ text: string; sentences?: SentenceTerms[] }>): ScoredSentence[][] {
  const grouped = chunks.map((): ScoredSentence[] => []);
  if (!question) return grouped;
  const passages = chunks.map(({ text, sentences }) => ({ documentId: '', name: '', page: 0, text, score: 0, confidence: 0, sentences }));
  for (const s of scoreSentences(question, passages)) grouped[s.passage].push(s);
  return grouped;
}

/** Passages, best first, and the evidence for deciding whether they answer the question at all. */
export interface RetrievalResult {
  passages: Passage[];
  /** From the keyword leg (answer-evidence.ts). */
  evidence: AnswerEvidence;
  /** The vector leg's best similarity (0..1), or null without an embedder. */
  vectorSimilarity: number | null;
}

/** Top-k passages: the keyword leg alone, or fused with the vector leg when an embedder is configured. */
@Injectable()
export class PassageRetriever {
  private readonly rowCache = new Map<string, PassageRow>();

  constructor(
    private readonly db: DataSource,
    private readonly keyword: KeywordRetriever,
    @Optional() @Inject(EMBEDDER) private readonly embedder: Embedder | null = null,
    @Optional() @Inject(VECTOR_INDEX) private readonly vectors: VectorIndex | null = null,
  ) {}

  async retrieve(organizationId: string, texts: WeightedText[], topK: number, signal?: AbortSignal): Promise<Passage[]> {
    return (await this.search(organizationId, texts, topK, signal)).passages;
  }

  async search(organizationId: string, texts: WeightedText[], topK: number, signal?: AbortSignal): Promise<RetrievalResult> {
    const { chunks: keyword, evidence } = await this.keyword.search(organizationId, texts, Math.max(LEG_DEPTH, topK));
    const confidences = keywordConfidences(keyword, evidence);
    const confidence = new Map(keyword.map((k, i) => [k.id, confidences[i]]));
    let ranked = keyword.map((k) => ({ id: k.id, score: k.score }));
    let vectorSimilarity: number | null = null;

    if (this.embedder && this.vectors) {
      const question = texts.map((t) => t.text).join('\n');
      const [embedding] = await this.embedder.embed([question], signal);
      const hits = await this.vectors.search(organizationId, embedding, LEG_DEPTH);
      for (const hit of hits) confidence.set(hit.chunkId, Math.max(confidence.get(hit.chunkId) ?? 0, vectorConfidence(hit.distance)));
      vectorSimilarity = hits.length ? vectorConfidence(hits[0].distance) : 0;
      ranked = reciprocalRankFusion([keyword.map((k) => k.id), hits.map((h) => h.chunkId)]);
    }

    const top = ranked.slice(0, Math.max(topK, ANSWER_AWARE_DEPTH));
    if (!top.length) return { passages: [], evidence, vectorSimilarity };
    const rows = await this.passageRows(organizationId, top.map((t) => t.id), new Set(keyword.map((k) => k.id)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const question = texts[0]?.text ?? '';
    const scored = sentencesOf(question, top.map((t) => ({ text: byId.get(t.id)?.text ?? '', sentences: byId.get(t.id)?.sentences })));
    const sentences = new Map(top.map((t, i) => [t.id, scored[i]]));
    const order = answerAware(question, top, scored);
    const passages = order.slice(0, topK).flatMap(({ id, score }) => {
      const row = byId.get(id);
      if (!row) return []; // a vector whose chunk was deleted meanwhile
      return [
        {
          documentId: row.documentId,
          name: row.name,
          page: citedPage(row.pageStart, row.pageBreaks, sentences.get(id) ?? []),
          text: row.text,
          score: Math.round(score * 10_000) / 10_000,
          confidence: confidence.get(id) ?? 0,
          sentences: row.sentences,
        },
      ];
    });
    return { passages, evidence, vectorSimilarity };
  }

  /**
   * The stored rows of the leading passages. A chunk's row never changes once written (re-ingesting a document
   * writes new chunks), so rows read before are kept in a bounded cache and only the others cost a statement.
   * Only chunks this very search found in the database (`found`) are taken from it: a vector may outlive its
   * chunk, and the statement is what tells.
   */
  private async passageRows(organizationId: string, ids: string[], found: Set<string>): Promise<PassageRow[]> {
    const rows: PassageRow[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const cached = found.has(id) ? this.rowCache.get(`${organizationId}:${id}`) : undefined;
      if (cached) rows.push(cached);
      else missing.push(id);
    }
    if (!missing.length) return rows;
    const read: Array<{ id: string; document_id: string; document_name: string; page_start: number; page_breaks: number[] | string; text: string; sentences: string | null }> =
      await this.db.query(
        `SELECT id, document_id, document_name, page_start, page_breaks, text, sentences FROM chunks WHERE organization_id = $1 AND id = ANY($2::uuid[])`,
        [organizationId, missing],
      );
    for (const r of read) {
      const row: PassageRow = {
        id: r.id,
        documentId: r.document_id,
        name: r.document_name,
        pageStart: Number(r.page_start),
        pageBreaks: pgArray(r.page_breaks).map(Number),
        text: r.text,
        sentences: decodeSentenceTerms(r.sentences),
      };
      rows.push(row);
      this.rowCache.set(`${organizationId}:${r.id}`, row);
      if (this.rowCache.size > ROW_CACHE_SIZE) this.rowCache.delete(this.rowCache.keys().next().value!);
    }
    return rows;
  }
}

interface PassageRow {
  id: string;
  documentId: string;
  name: string;
  pageStart: number;
  pageBreaks: number[];
  text: string;
  sentences: SentenceTerms[] | undefined;
}
