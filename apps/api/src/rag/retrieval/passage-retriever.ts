import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EMBEDDER, type Embedder } from '../embedding/embedder.port.js';
import type { Passage } from '../rag.types.js';
import { VECTOR_INDEX, type VectorIndex } from '../vectors/vector-index.port.js';
import { keywordConfidences, vectorConfidence } from './confidence.js';
import { KeywordRetriever } from './keyword-retriever.js';
import type { WeightedText } from './query-terms.js';
import { reciprocalRankFusion } from './reciprocal-rank-fusion.js';

/** Candidates each leg hands to fusion. */
const LEG_DEPTH = 50;

/** Top-k passages: the keyword leg alone, or fused with the vector leg when an embedder is configured. */
@Injectable()
export class PassageRetriever {
  constructor(
    private readonly db: DataSource,
    private readonly keyword: KeywordRetriever,
    @Optional() @Inject(EMBEDDER) private readonly embedder: Embedder | null = null,
    @Optional() @Inject(VECTOR_INDEX) private readonly vectors: VectorIndex | null = null,
  ) {}

  async retrieve(organizationId: string, texts: WeightedText[], topK: number, signal?: AbortSignal): Promise<Passage[]> {
    const keyword = await this.keyword.search(organizationId, texts, Math.max(LEG_DEPTH, topK));
    const confidences = keywordConfidences(keyword);
    const confidence = new Map(keyword.map((k, i) => [k.id, confidences[i]]));
    let ranked = keyword.map((k) => ({ id: k.id, score: k.score }));

    if (this.embedder && this.vectors) {
      const question = texts.map((t) => t.text).join('\n');
      const [embedding] = await this.embedder.embed([question], signal);
      const hits = await this.vectors.search(organizationId, embedding, LEG_DEPTH);
      for (const hit of hits) confidence.set(hit.chunkId, Math.max(confidence.get(hit.chunkId) ?? 0, vectorConfidence(hit.distance)));
      ranked = reciprocalRankFusion([keyword.map((k) => k.id), hits.map((h) => h.chunkId)]);
    }

    const top = ranked.slice(0, topK);
    if (!top.length) return [];
    const rows: Array<{ id: string; document_id: string; document_name: string; page_start: number; text: string }> = await this.db.query(
      `SELECT id, document_id, document_name, page_start, text FROM chunks WHERE organization_id = $1 AND id = ANY($2::uuid[])`,
      [organizationId, top.map((t) => t.id)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return top.flatMap(({ id, score }) => {
      const row = byId.get(id);
      if (!row) return []; // a vector whose chunk was deleted meanwhile
      return [
        {
          documentId: row.document_id,
          name: row.document_name,
          page: Number(row.page_start),
          text: row.text,
          score: Math.round(score * 10_000) / 10_000,
          confidence: confidence.get(id) ?? 0,
        },
      ];
    });
  }
}
