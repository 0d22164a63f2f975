import { defineConfig } from 'tsup';

// Two entries: the main one uses only fetch and web streams (Node, browsers, Deno, workers);
// `node` adds file-path helpers and is the only place Node built-ins appear.
export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['eventsource-parser', /^node:/],
  clean: true,
  sourcemap: false,
  treeshake: true,
});
