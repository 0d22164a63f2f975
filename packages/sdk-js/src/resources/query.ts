import type { RequestOptions } from '../core/request.js';
import type { QueryParams, QueryResponse } from '../types.js';
import type { Send } from './resource.js';

export class Query {
  constructor(private readonly request: Send) {}

  /** Needs `chat:query`. Retrieval only: the best-matching passages, no generated answer. */
  search(params: QueryParams, opts?: RequestOptions): Promise<QueryResponse> {
    return this.request({ method: 'POST', path: '/v1/query', body: params }, opts);
  }
}
