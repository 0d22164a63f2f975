import { type ClientConfig, request } from './core/request.js';
import { PagewiseError } from './errors.js';
import { Analytics } from './resources/analytics.js';
import { ApiKeys } from './resources/api-keys.js';
import { Chat } from './resources/chat.js';
import { Documents } from './resources/documents.js';
import { Query } from './resources/query.js';
import type { Send } from './resources/resource.js';
import { Webhooks } from './resources/webhooks.js';
import { Widget } from './resources/widget.js';

export interface ClientOptions {
  /**
   * A secret key (`pw_sk_…`) on servers, or a publishable key (`pw_pk_…`) in pages. Leave it out on the
   * Pagewise dashboard's own origins and pass `credentials: 'include'`: the signed-in user's session cookie
   * then acts as the organization's admin.
   */
  apiKey?: string;
  /** fetch's credentials mode; 'include' sends the site's session cookie (dashboard use, no apiKey). */
  credentials?: RequestCredentials;
  /** Where the API is served; default http://localhost:8000 (a self-hosted `npm start`). */
  baseURL?: string;
  /** A fetch implementation; default the runtime's global fetch. */
  fetch?: typeof fetch;
  /** Retries after 408/409/429/5xx and connection errors; default 2. */
  maxRetries?: number;
  /** Milliseconds per attempt; default 60000. */
  timeout?: number;
}

export class Pagewise {
  readonly apiKeys: ApiKeys;
  readonly documents: Documents;
  readonly chat: Chat;
  readonly query: Query;
  readonly analytics: Analytics;
  readonly widget: Widget;
  readonly webhooks: Webhooks;

  constructor(options: ClientOptions) {
    if (!options?.apiKey && options?.credentials !== 'include') {
      throw new PagewiseError('An apiKey is required: new Pagewise({ apiKey: "pw_sk_…" }), or credentials: "include" on the dashboard.');
    }
    const config: ClientConfig = {
      apiKey: options.apiKey,
      credentials: options.credentials,
      baseURL: options.baseURL ?? 'http://localhost:8000',
      // Looked up per call, so a fetch patched after construction (tests, tracing) is used.
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
      maxRetries: options.maxRetries ?? 2,
      timeout: options.timeout ?? 60_000,
    };
    const send: Send = (req, opts) => request(config, req, opts);
    this.apiKeys = new ApiKeys(send);
    this.documents = new Documents(send);
    this.chat = new Chat(send);
    this.query = new Query(send);
    this.analytics = new Analytics(send);
    this.widget = new Widget(send);
    this.webhooks = new Webhooks(send);
  }
}
