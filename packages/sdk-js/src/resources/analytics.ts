import type { RequestOptions } from '../core/request.js';
import type { UsageParams, UsageReport } from '../types.js';
import type { Send } from './resource.js';

export class Analytics {
  constructor(private readonly request: Send) {}

  /** Needs `analytics:view`. Queries, tokens and documents per day for the key's organization. */
  usage(params: UsageParams = {}, opts?: RequestOptions): Promise<UsageReport> {
    return this.request({ method: 'GET', path: '/v1/analytics/usage', query: params }, opts);
  }
}
