#!/usr/bin/env node
// Writes src/generated/openapi.ts from docs/openapi.json (npm run generate -w @pagewise/protocol).
// src/generated/openapi.spec.ts fails when the committed file and the document drift apart.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

export const documentPath = fileURLToPath(new URL('../../../docs/openapi.json', import.meta.url));
export const typesPath = fileURLToPath(new URL('../src/generated/openapi.ts', import.meta.url));

const HEADER = `// Generated from docs/openapi.json by \`npm run generate -w @pagewise/protocol\`; do not edit.
// Change the API's views and DTOs, then run \`npm run openapi -w @pagewise/api\` and the command above.

`;

/** The TypeScript source openapi-typescript makes of the committed OpenAPI document. */
export async function generateTypes() {
  // A default value does not make a request field required: a client may leave it out.
  const ast = await openapiTS(new URL(`file://${documentPath}`), { defaultNonNullable: false });
  return HEADER + astToString(ast);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(typesPath, await generateTypes());
  console.log(`Wrote ${typesPath}`);
}
