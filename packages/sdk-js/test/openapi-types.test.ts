import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareWithOpenApi } from './support/openapi-check.js';
import { typeFields } from './support/type-fields.js';

// The committed OpenAPI document is generated from the API's code; the SDK's types must name the same fields.
// (test/contract.test.ts also checks against the document a running API serves.)
const committed = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
const testIfCommitted = existsSync(committed) ? test : test.skip;

testIfCommitted('src/types.ts names the fields of docs/openapi.json', () => {
  const document = JSON.parse(readFileSync(committed, 'utf8'));
  expect(compareWithOpenApi(document, typeFields())).toEqual([]);
});
