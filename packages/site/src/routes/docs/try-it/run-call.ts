import { APIError, Pagewise, PagewiseError } from '@pagewise/sdk';
import { apiRequest } from '../../../lib/http-client';
import { type CallInput, calls, PUBLIC_PLANS, STREAM_OPERATION } from './calls';

export interface CallResult {
  status: number | null;
  /** X-RateLimit-Limit, -Remaining and -Reset, as the API sent them. */
  limits: { name: string; value: string }[];
  body: unknown;
  /** The stream's events as they arrived (data: lines and [DONE]). */
  events: string[];
  /** The stream's tokens put together: the answer as a reader sees it. */
  answer: string;
  error: string | null;
  done: boolean;
}

export const emptyResult = (): CallResult => ({ status: null, limits: [], body: null, events: [], answer: '', error: null, done: false });

const LIMIT_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

/**
 * Runs one operation for the console and reports as it goes: the status and headers when the response
 * arrives, each stream event, then the body or the error. An abort of `signal` stops a stream.
 */
export async function runCall(
  key: string,
  { apiUrl, apiKey, input, signal }: { apiUrl: string; apiKey: string; input: CallInput; signal: AbortSignal },
  report: (update: (result: CallResult) => CallResult) => void,
): Promise<void> {
  const onResponse = (res: Response) =>
    report((r) => ({ ...r, status: res.status, limits: LIMIT_HEADERS.flatMap((name) => (res.headers.get(name) ? [{ name, value: res.headers.get(name)! }] : [])) }));
  try {
    if (key === PUBLIC_PLANS) {
      const body = await apiRequest('/v1/plans', { credentials: 'omit' });
      report((r) => ({ ...r, status: 200, body, done: true }));
      return;
    }
    const client = new Pagewise({ apiKey, baseURL: apiUrl, maxRetries: 0 });
    const opts = { signal, onResponse };
    if (key === STREAM_OPERATION) {
      const stream = client.chat.stream(input.body, opts);
      for await (const token of stream) report((r) => ({ ...r, events: [...r.events, `data: ${JSON.stringify({ token })}`], answer: r.answer + token }));
      const end = { token: '', source_documents: stream.sources, token_usage: stream.usage, session_id: stream.sessionId };
      report((r) => ({ ...r, events: [...r.events, `data: ${JSON.stringify(end)}`, 'data: [DONE]'], done: true }));
      return;
    }
    const body = await calls[key](client, input, opts);
    report((r) => ({ ...r, body, done: true }));
  } catch (error) {
    if (APIError.isInstance(error)) {
      const { message, code, requestId } = error as APIError;
      report((r) => ({ ...r, status: (error as APIError).status ?? r.status, body: { error: message, code, request_id: requestId }, error: message, done: true }));
    } else {
      const aborted = (error as Error)?.name === 'APIUserAbortError' || signal.aborted;
      const message = aborted ? 'Stopped.' : PagewiseError.isInstance(error) ? (error as Error).message : `Could not reach ${apiUrl}.`;
      report((r) => ({ ...r, error: message, done: true }));
    }
  }
}
