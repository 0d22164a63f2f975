import { Button, fieldClasses, Input, Label, Textarea } from '@pagewise/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { runtimeConfig } from '../../../runtime-config';
import type { Operation } from '../reference/operations';
import { readApiKey, storeApiKey } from './api-key-store';
import { PUBLIC_PLANS, STREAM_OPERATION } from './calls';
import { TryItResult } from './try-it-result';
import { type CallResult, emptyResult, runCall } from './run-call';

/**
 * "Try it": sends the operation to the API this site is configured with (/config.js), through @pagewise/sdk,
 * with the reader's own key. The key stays in this tab's sessionStorage and goes only to that API.
 */
export function TryIt({ op }: { op: Operation }) {
  const id = useId();
  const [apiUrl, setApiUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [params, setParams] = useState<Record<string, string>>(() => Object.fromEntries(op.parameters.map((p) => [p.name, p.in === 'path' ? '' : String(p.example ?? '')])));
  const json = op.requestBody?.contentType === 'application/json';
  const multipart = op.requestBody?.contentType === 'multipart/form-data';
  const [body, setBody] = useState(() => (json ? JSON.stringify(op.requestBody!.example, null, 2) : ''));
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [result, setResult] = useState<CallResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const needsKey = op.key !== PUBLIC_PLANS;

  // Read after hydration: the prerendered page knows neither the runtime config nor the stored key.
  useEffect(() => {
    setApiUrl(runtimeConfig().apiUrl);
    setApiKey(readApiKey());
  }, []);
  useEffect(() => () => running.current?.abort(), []);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    let parsed: unknown = null;
    if (json) {
      try {
        parsed = JSON.parse(body || '{}');
      } catch {
        setProblem('The request body is not valid JSON.');
        return;
      }
    }
    if (multipart && !file) {
      setProblem('Choose a PDF file to upload.');
      return;
    }
    setProblem(null);
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setResult(emptyResult());
    await runCall(op.key, { apiUrl, apiKey: apiKey.trim(), input: { params, body: parsed, file, name }, signal: controller.signal }, (update) =>
      setResult((current) => update(current ?? emptyResult())),
    );
    setBusy(false);
    running.current = null;
  }

  return (
    <form onSubmit={send} aria-labelledby={`${id}-title`} className="mt-8 rounded-card border border-border p-4 sm:p-6">
      <h3 id={`${id}-title`} className="!mt-0">
        Try it
      </h3>
      <p className="text-sm text-muted">
        Sends <code>{op.method} {op.path}</code> to {apiUrl ? <code>{apiUrl}</code> : 'your API'} with @pagewise/sdk.
      </p>
      <div className="mt-4 grid gap-4">
        {needsKey && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-key`}>API key</Label>
            <Input
              id={`${id}-key`}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder="pw_sk_…"
              value={apiKey}
              onChange={(e) => {
                setApiKey(e.target.value);
                storeApiKey(e.target.value.trim());
              }}
              aria-describedby={`${id}-key-note`}
            />
            <p id={`${id}-key-note`} className="text-sm text-muted">
              Kept in this tab only (session storage) and sent only to the API above.
            </p>
          </div>
        )}
        {op.parameters.map((p) => (
          <div key={p.name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${p.name}`}>
              {p.name} <span className="font-normal text-muted">({p.in}{p.required ? ', required' : ''})</span>
            </Label>
            <Input id={`${id}-${p.name}`} value={params[p.name]} required={p.required} onChange={(e) => setParams({ ...params, [p.name]: e.target.value })} />
          </div>
        ))}
        {json && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-body`}>Request body (JSON)</Label>
            <Textarea id={`${id}-body`} rows={Math.min(10, body.split('\n').length + 1)} spellCheck={false} className="font-mono text-sm" value={body} onChange={(e) => setBody(e.target.value)} />
          </div>
        )}
        {multipart && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-file`}>PDF file</Label>
              <input id={`${id}-file`} type="file" accept="application/pdf,.pdf" className={fieldClasses} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-name`}>Name (optional)</Label>
              <Input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} />
            </div>
          </>
        )}
        {problem && (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        )}
        <div className="flex gap-3">
          <Button type="submit" disabled={busy || !apiUrl}>
            Send request
          </Button>
          {op.key === STREAM_OPERATION && (
            <Button type="button" variant="outline" disabled={!busy} onClick={() => running.current?.abort()}>
              Stop
            </Button>
          )}
        </div>
      </div>
      {result && <TryItResult result={result} streaming={op.key === STREAM_OPERATION} busy={busy} />}
    </form>
  );
}
