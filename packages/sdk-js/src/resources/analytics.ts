import type { RequestOptions } from '../core/request.js';
import type { QuestionsParams, QuestionsReport, UsageParams, UsageReport } from '../types.js';
import type { Send } from './resource.js';

export class Analytics {
  constructor(private readonly request: Send) {}

  /** Needs `analytics:view`. Queries, tokens and documents per day for the key's organization. */
  usage(params: UsageParams = {}, opts?: RequestOptions): Promise<UsageReport> {
    return this.request({ method: 'GET', path: '/v1/analytics/usage', query: params }, opts);
  }

  /**
   * Needs `analytics:view`, on Pro and Enterprise (Free: 403 `plan_limit_reached`). The range's questions grouped
   * by what they ask, a page at a time: `view` is `most_asked` (default), `not_answered` or `rated_down`.
   */
  questions(params: QuestionsParams = {}, opts?: RequestOptions): Promise<QuestionsReport> {
    return this.request({ method: 'GET', path: '/v1/analytics/questions', query: params }, opts);
  }
}
