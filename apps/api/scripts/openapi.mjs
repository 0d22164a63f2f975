#!/usr/bin/env node
// Writes the OpenAPI document generated from the code to docs/openapi.json (npm run openapi -w @pagewise/api).
// Boots the built app on a throwaway embedded database; test/openapi.e2e-spec.ts fails when the file drifts.
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../dist/app.factory.js';
import { loadConfig } from '../dist/config/load-config.js';
import { OpenApiDocument } from '../dist/openapi/openapi-document.js';

const target = new URL('../../../docs/openapi.json', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-openapi-'));
try {
  // Only these variables: the document must not depend on the shell it is generated in.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, BACKGROUND_JOBS: 'false' });
  const app = await createApp(config);
  const document = app.get(OpenApiDocument).get();
  await app.close();
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`Wrote ${target} (${Object.keys(document.paths).length} paths).`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
