import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM script, also run by `npm run generate`
import { documentPath, generateTypes, typesPath } from '../../scripts/generate-types.mjs';

test('src/generated/openapi.ts is what docs/openapi.json generates (regenerate: npm run generate -w @pagewise/protocol)', async () => {
  expect(readFileSync(typesPath, 'utf8')).toBe(await generateTypes());
});

test('every field of a response is required, so the generated types mark none optional that the API always sends', () => {
  const document = JSON.parse(readFileSync(documentPath, 'utf8'));
  const schemas: Record<string, { properties?: object; required?: string[] }> = document.components.schemas;
  const refs = (part: unknown) => [...JSON.stringify(part).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const responses = Object.values(document.paths).flatMap((item) => Object.values(item as object).map((op) => op.responses));
  const seen = new Set<string>();
  for (let queue = refs(responses); queue.length; ) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refs(schemas[name]));
  }
  const loose = [...seen].filter((name) => Object.keys(schemas[name].properties ?? {}).some((f) => !schemas[name].required?.includes(f)));
  expect(loose).toEqual([]);
  expect(seen).toContain('ChatStreamEndView');
});
