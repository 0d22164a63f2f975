import { Inject, Injectable } from '@nestjs/common';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import { RAG, type RagPort } from '../ingestion/rag.token.js';
import type { QueryRequestDto, QueryResponseView } from './query.dto.js';

const DEFAULT_TOP_K = 5;

/** Retrieval without an answer: the passages of the organization's documents that best match a query. */
@Injectable()
export class QueryService {
  constructor(@Inject(RAG) private readonly rag: RagPort) {}

  async search(key: ApiKeyContext, request: QueryRequestDto): Promise<QueryResponseView> {
    const passages = await this.rag.query(key.organization.id, request.query, request.top_k ?? DEFAULT_TOP_K);
    return {
      results: passages.map((p) => ({ document_id: p.documentId, name: p.name, page: p.page, text: p.text, score: p.score })),
    };
  }
}
