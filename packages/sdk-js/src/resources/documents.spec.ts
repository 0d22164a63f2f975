import { Readable } from 'node:stream';
import { http, HttpResponse } from 'msw';
import { BASE, client, mockApi } from '../../test/support/server.js';
import { APITimeoutError, APIUserAbortError, PagewiseError } from '../index.js';
import type { DocumentDetail } from '../types.js';

const server = mockApi();
const PDF = new TextEncoder().encode('%PDF-1.7 handbook');

/** Answers uploads with what arrived: the form's file name, type, bytes and name field. */
function echoUploads() {
  const uploads: { filename: string; type: string; text: string; name: string | null }[] = [];
  server.use(
    http.post(`${BASE}/v1/documents`, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      uploads.push({ filename: file.name, type: file.type, text: await file.text(), name: form.get('name') as string | null });
      return HttpResponse.json(
        { id: 'doc_1', name: form.get('name') ?? file.name, status: 'processing', uploaded_at: '2026-11-23T00:00:00Z' },
        { status: 201 },
      );
    }),
  );
  return uploads;
}

test.each([
  ['a File', () => new File([PDF], 'handbook.pdf', { type: 'application/pdf' }), 'handbook.pdf'],
  ['a Blob', () => new Blob([PDF]), 'document.pdf'],
  ['bytes', () => PDF, 'document.pdf'],
  ['an ArrayBuffer', () => PDF.slice().buffer, 'document.pdf'],
  ['a web stream', () => new Blob([PDF]).stream(), 'document.pdf'],
  ['a Node stream', () => Readable.from([Buffer.from(PDF.subarray(0, 4)), Buffer.from(PDF.subarray(4))]), 'document.pdf'],
])('upload sends %s as the multipart file', async (_, make, filename) => {
  const uploads = echoUploads();
  const document = await client().documents.upload({ file: make() });
  expect(document.status).toBe('processing');
  expect(uploads).toEqual([{ filename, type: 'application/pdf', text: '%PDF-1.7 handbook', name: null }]);
});

test('upload sends the optional name and keeps a Node file stream\'s base name', async () => {
  const uploads = echoUploads();
  const stream = Object.assign(Readable.from([Buffer.from(PDF)]), { path: '/srv/files/guide.pdf' });
  await client().documents.upload({ file: stream, name: 'Staff guide' });
  expect(uploads[0]).toMatchObject({ filename: 'guide.pdf', name: 'Staff guide', type: 'application/pdf' });
});

test('list, get and delete reach their routes', async () => {
  const doc = { id: 'doc 1', name: 'a.pdf', status: 'processed', uploaded_at: 'x' };
  server.use(
    http.get(`${BASE}/v1/documents`, () => HttpResponse.json([doc])),
    http.get(`${BASE}/v1/documents/:id`, ({ params }) => HttpResponse.json({ ...doc, id: params.id, pages: 3 })),
    http.delete(`${BASE}/v1/documents/:id`, ({ params }) =>
      HttpResponse.json({ message: 'Document deleted', document_id: params.id }),
    ),
  );
  const pw = client();
  expect(await pw.documents.list()).toEqual([doc]);
  expect(await pw.documents.get('doc 1')).toMatchObject({ id: 'doc 1', pages: 3 });
  expect(await pw.documents.delete('doc 1')).toEqual({ message: 'Document deleted', document_id: 'doc 1' });
});

test('reprocess posts to the document\'s reprocess route and returns it processing again', async () => {
  const calls: string[] = [];
  server.use(
    http.post(`${BASE}/v1/documents/:id/reprocess`, ({ request, params }) => {
      calls.push(`${request.method} ${params.id}`);
      return HttpResponse.json({ id: params.id, name: 'a.pdf', status: 'processing', error: null, progress: { stage: 'queued', done: 0, total: 0 } }, { status: 202 });
    }),
  );
  expect(await client().documents.reprocess('doc 1')).toMatchObject({ id: 'doc 1', status: 'processing', error: null });
  expect(calls).toEqual(['POST doc 1']);
});

test('reprocess of a document that is not failed rejects once, without retrying', async () => {
  let calls = 0;
  server.use(
    http.post(`${BASE}/v1/documents/:id/reprocess`, () => {
      calls++;
      const error = 'This document is already processed; only a failed document can be re-processed.';
      return HttpResponse.json({ error, code: 'document_not_failed', request_id: 'req_1' }, { status: 422 });
    }),
  );
  await expect(client().documents.reprocess('doc_1')).rejects.toMatchObject({ status: 422, code: 'document_not_failed' });
  expect(calls).toBe(1);
});

function documentsInStates(...states: Partial<DocumentDetail>[]) {
  let calls = 0;
  server.use(
    http.get(`${BASE}/v1/documents/doc_1`, () =>
      HttpResponse.json({ id: 'doc_1', error: null, ...states[Math.min(calls++, states.length - 1)] }),
    ),
  );
}

test('waitUntilProcessed polls, reports each state and resolves with the processed document', async () => {
  documentsInStates(
    { status: 'processing', progress: { stage: 'parsing', done: 3, total: 12, message: 'Parsing page 3 of 12' } },
    { status: 'processing', progress: { stage: 'indexing', done: 40, total: 80, message: 'Indexing chunk 40 of 80' } },
    { status: 'processed', pages: 12, progress: null },
  );
  const seen: string[] = [];
  const document = await client().documents.waitUntilProcessed('doc_1', {
    pollInterval: 5,
    onProgress: (d) => seen.push(d.progress ? `${d.progress.stage} ${d.progress.done}/${d.progress.total}` : d.status),
  });
  expect(document).toMatchObject({ status: 'processed', pages: 12 });
  expect(seen).toEqual(['parsing 3/12', 'indexing 40/80', 'processed']);
});

test('waitUntilProcessed rejects with the failure reason', async () => {
  documentsInStates({ status: 'processing' }, { status: 'failed', error: 'The file is not a readable PDF.' });
  const failure = client().documents.waitUntilProcessed('doc_1', { pollInterval: 5 });
  await expect(failure).rejects.toThrow('doc_1 could not be processed: The file is not a readable PDF.');
  await expect(failure).rejects.toMatchObject({ code: 'document_failed' });
  await expect(failure).rejects.toBeInstanceOf(PagewiseError);
});

test('waitUntilProcessed gives up after maxWait and stops when aborted', async () => {
  documentsInStates({ status: 'processing' });
  const pw = client();
  await expect(pw.documents.waitUntilProcessed('doc_1', { pollInterval: 10, maxWait: 25 })).rejects.toBeInstanceOf(
    APITimeoutError,
  );
  const controller = new AbortController();
  const waiting = pw.documents.waitUntilProcessed('doc_1', { pollInterval: 60_000, signal: controller.signal });
  setTimeout(() => controller.abort(), 20);
  await expect(waiting).rejects.toBeInstanceOf(APIUserAbortError);
});
