import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM script, also run by `npm run generate`
import { generateTypes, typesPath } from '../../scripts/generate-types.mjs';

test('src/generated/openapi.ts is what docs/openapi.json generates (regenerate: npm run generate -w @pagewise/protocol)', async () => {
  expect(readFileSync(typesPath, 'utf8')).toBe(await generateTypes());
});
