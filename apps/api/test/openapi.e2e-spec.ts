import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './support/test-app.js';

const committedPath = join(process.cwd(), '../../docs/openapi.json');

describe('the committed OpenAPI document (docs/openapi.json)', () => {
  let t: TestApp;
  let served: any;

  beforeAll(async () => {
    t = await startTestApp({ BACKGROUND_JOBS: 'false' });
    served = await (await fetch(`${t.url}/v1/openapi.json`)).json();
  });
  afterAll(() => t.close());

  it('matches what the code generates (regenerate with: npm run openapi -w @pagewise/api)', () => {
    const committed = JSON.parse(readFileSync(committedPath, 'utf8'));
    expect(served).toEqual(committed);
  });

  it('documents every documents, chat and query endpoint with its request and response schemas', () => {
    const operations: [string, string, string | null, string][] = [
      ['/v1/documents', 'post', 'UploadDocumentForm', '201'],
      ['/v1/documents', 'get', null, '200'],
      ['/v1/documents/{document_id}', 'get', null, '200'],
      ['/v1/documents/{document_id}', 'delete', null, '200'],
      ['/v1/chat', 'post', 'ChatRequestDto', '200'],
      ['/v1/chat/stream', 'post', 'ChatRequestDto', '200'],
      ['/v1/chat/history', 'get', null, '200'],
      ['/v1/query', 'post', 'QueryRequestDto', '200'],
    ];
    for (const [path, method, request, ok] of operations) {
      const operation = served.paths[path]?.[method];
      expect(operation).toBeDefined();
      expect(operation.security).toEqual([{ bearer: [] }]);
      if (request) expect(JSON.stringify(operation.requestBody)).toContain(`#/components/schemas/${request}`);
      expect(Object.keys(operation.responses[ok].content ?? {})).not.toHaveLength(0);
      for (const status of ['401', '429']) expect(operation.responses[status]).toBeDefined();
    }
    expect(Object.keys(served.paths['/v1/documents'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(served.paths['/v1/chat/stream'].post.responses['200'].content)).toEqual(['text/event-stream']);
  });
});
