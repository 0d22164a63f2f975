import type { Pagewise, RequestOptions } from '@pagewise/sdk';

/** What the reader filled in: path and query parameters, a JSON body, a PDF. */
export interface CallInput {
  params: Record<string, string>;
  body: any;
  file: File | null;
  name: string;
}

type Call = (client: Pagewise, input: CallInput, opts: RequestOptions) => Promise<unknown>;

const query = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '').map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));

/**
 * Each operation through @pagewise/sdk, so the console sends exactly what the SDK sends. The chat stream is
 * read separately (try-it-stream.ts). The public plan catalogue has no SDK method: see publicPlans below.
 */
export const calls: Record<string, Call> = {
  'POST /v1/apikeys': (c, i, o) => c.apiKeys.create(i.body, o),
  'GET /v1/apikeys': (c, _, o) => c.apiKeys.list(o),
  'POST /v1/apikeys/revoke': (c, i, o) => c.apiKeys.revoke(i.body?.key_id, o),
  'GET /v1/widget/config': (c, _, o) => c.widget.config(o),
  'GET /v1/analytics/usage': (c, i, o) => c.analytics.usage(query(i.params), o),
  'POST /v1/documents': (c, i, o) => c.documents.upload({ file: i.file!, ...(i.name && { name: i.name }) }, o),
  'GET /v1/documents': (c, _, o) => c.documents.list(o),
  'GET /v1/documents/{document_id}': (c, i, o) => c.documents.get(i.params.document_id, o),
  'DELETE /v1/documents/{document_id}': (c, i, o) => c.documents.delete(i.params.document_id, o),
  'POST /v1/documents/{document_id}/reprocess': (c, i, o) => c.documents.reprocess(i.params.document_id, o),
  'POST /v1/chat': (c, i, o) => c.chat.send(i.body, o),
  'POST /v1/chat/feedback': (c, i, o) => c.chat.feedback(i.body, o),
  'GET /v1/chat/history': async (c, i, o) => c.chat.history(query(i.params) as any, o),
  'POST /v1/query': (c, i, o) => c.query.search(i.body, o),
};

export const STREAM_OPERATION = 'POST /v1/chat/stream';
export const PUBLIC_PLANS = 'GET /v1/plans';
