import { bearer, createOrganization, type TestOrganization } from './api-keys.js';
import { settled, upload } from './documents.js';
import { OpenAiCompatibleServer } from './openai-compatible-server.js';
import { makePdf } from './pdf-fixtures.js';
import { MATRIX_ENV } from './scope-matrix.js';
import { startTestApp, type TestApp } from './test-app.js';

/** POST a JSON body to a /v1 path with a key; returns the raw response. */
export function postJson(base: string, path: string, key: string | null, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    ...init,
    headers: { ...(key ? bearer(key) : {}), 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
    body: JSON.stringify(body),
  });
}

export interface ChatFixture {
  t: TestApp;
  /** The local OpenAI-compatible chat model the app answers with. */
  llm: OpenAiCompatibleServer;
  /** An Enterprise organization holding one processed PDF, `handbook.pdf`, of these pages. */
  acme: TestOrganization;
  documentId: string;
  close(): Promise<void>;
}

/** `env`: more settings for the app (e.g. STREAM_STALL_SECONDS). */
export async function startChatApp(pages: string[], env: Record<string, string> = {}): Promise<ChatFixture> {
  const llm = await new OpenAiCompatibleServer().start();
  const t = await startTestApp({ ...MATRIX_ENV, INGESTION_POLL_MS: '100', LLM_BASE_URL: llm.url, LLM_MODEL: 'local-test', ...env });
  const acme = await createOrganization(t, 'enterprise', 'Acme');
  const documentId = (await upload(t, acme.adminKey, await makePdf({ pages }), 'handbook.pdf')).body.id;
  const document = await settled(t, acme.adminKey, documentId);
  if (document.status !== 'processed') throw new Error(`The fixture document did not process: ${JSON.stringify(document)}`);
  return {
    t,
    llm,
    acme,
    documentId,
    async close() {
      await t.close();
      await llm.stop();
    },
  };
}

/** Drops simulated failures the client's retries did not use up. */
export function clearFailures(llm: OpenAiCompatibleServer): void {
  (llm as unknown as { failures: unknown[] }).failures.length = 0;
}
