import type { CallResult } from './run-call';

const REASONS: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 413: 'Payload Too Large', 422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error' };

/** What came back: the status, the rate-limit headers, then the stream's events or the body. */
export function TryItResult({ result, streaming, busy }: { result: CallResult; streaming: boolean; busy: boolean }) {
  const failed = result.status !== null && result.status >= 400;
  return (
    <div className="mt-6 grid gap-3" aria-label="Response" role="region">
      <p className="text-sm" data-testid="try-it-status">
        <strong>Status:</strong>{' '}
        {result.status === null ? (busy ? 'Waiting for the response…' : '—') : <span className={failed ? 'text-danger' : 'text-success'}>{result.status} {REASONS[result.status] ?? ''}</span>}
      </p>
      {result.error && (
        <p role="alert" className="text-sm">
          {result.error}
        </p>
      )}
      {result.limits.length > 0 && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 text-sm" data-testid="try-it-limits">
          {result.limits.map(({ name, value }) => (
            <div key={name} className="contents">
              <dt className="font-mono">{name}</dt>
              <dd className="font-mono">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {streaming && result.answer && (
        <div className="grid gap-1">
          <p className="!mt-0 text-sm font-semibold">
            Answer, put together from the tokens{result.done ? '' : ' (still arriving)'}
          </p>
          <p data-testid="try-it-answer" className="!mt-0 rounded-control bg-surface p-3 text-sm whitespace-pre-wrap">
            {result.answer}
          </p>
        </div>
      )}
      {streaming && result.events.length > 0 && (
        <ol aria-label="Stream events" aria-live="polite" data-testid="try-it-events" className="!mt-0 max-h-80 !list-none overflow-y-auto rounded-control border border-border !p-3 font-mono text-xs">
          {result.events.map((event, index) => (
            <li key={index} className="!mt-0 break-all">
              {event}
            </li>
          ))}
        </ol>
      )}
      {result.body !== null && (
        <pre tabIndex={0} data-testid="try-it-body" className="max-h-96 !mt-0 overflow-auto">
          {JSON.stringify(result.body, null, 2)}
        </pre>
      )}
    </div>
  );
}
