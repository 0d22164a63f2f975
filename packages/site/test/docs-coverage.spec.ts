import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { digestOpenApi } from '../scripts/docs/openapi-reference.mjs';
import type { Operation } from '../src/routes/docs/reference/operations';

const contentDir = fileURLToPath(new URL('../src/routes/docs/content/', import.meta.url));

/** `<Endpoint op="METHOD /path" />` of every documentation page. */
function documentedOperations(): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  for (const file of readdirSync(contentDir).filter((f) => f.endsWith('.mdx'))) {
    for (const [, op] of readFileSync(contentDir + file, 'utf8').matchAll(/<Endpoint\s+op="([^"]+)"/g)) {
      pages.set(op, [...(pages.get(op) ?? []), file]);
    }
  }
  return pages;
}

describe('the documentation covers docs/openapi.json', () => {
  const operations = digestOpenApi() as Record<string, Operation>;
  const documented = documentedOperations();

  it('has a page for every operation of the OpenAPI document', () => {
    const missing = Object.keys(operations).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });

  it('names no operation that the OpenAPI document lacks', () => {
    const unknown = [...documented].filter(([key]) => !operations[key]).map(([key, files]) => `${key} in ${files.join(', ')}`);
    expect(unknown).toEqual([]);
  });

  it('knows the scope of every key-protected operation', () => {
    // One scope each, but the route that tells any key which key it is.
    // The page image checks in its handler: documents:list, or a publishable key where page_viewer is on.
    const anyKey = new Set(['GET /v1/apikeys/current', 'GET /v1/documents/{document_id}/pages/{page}/image']);
    for (const op of Object.values(operations)) {
      if (op.auth === 'bearer') expect({ key: op.key, scopes: op.scopes.length }).toEqual({ key: op.key, scopes: anyKey.has(op.key) ? 0 : 1 });
    }
    expect(operations['POST /v1/chat/stream'].scopes).toEqual(['chat:query']);
    expect(operations['GET /v1/chat/history'].parameters.map((p) => p.name)).toEqual(['session_id', 'limit', 'offset']);
    expect(operations['GET /v1/plans'].auth).toBe('none');
  });
});
