import { bearer } from './api-keys.js';
import { uploadForm } from './pdf-fixtures.js';
import type { TestApp } from './test-app.js';

/** Uploads bytes as POST /v1/documents does and returns the status and JSON body. */
export async function upload(t: { url: string }, key: string, bytes: Buffer, filename = 'document.pdf', name?: string) {
  const res = await fetch(`${t.url}/v1/documents`, { method: 'POST', headers: bearer(key), body: uploadForm(bytes, filename, name) });
  return { status: res.status, body: await res.json() };
}

/** Polls GET /v1/documents/{id} until the document leaves `processing` (or the time runs out). */
export async function settled(t: { url: string }, key: string, id: string, timeoutMs = 30_000): Promise<any> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${t.url}/v1/documents/${id}`, { headers: bearer(key) });
    const body = await res.json();
    if (body.status !== 'processing' || Date.now() > until) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export type { TestApp };
