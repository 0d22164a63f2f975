import type { ApiRequest, RequestOptions } from '../core/request.js';

/** How a resource reaches the API: the client's request pipeline (auth, retries, timeouts, errors). */
export type Send = (req: ApiRequest, opts?: RequestOptions) => Promise<any>;
