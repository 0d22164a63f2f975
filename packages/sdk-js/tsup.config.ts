import { defineConfig } from 'tsup';

// Two entries: the main one uses only fetch and web streams (Node, browsers, Deno, workers);
// `node` adds file-path helpers and is the only place Node built-ins appear. @pagewise/protocol (the wire
// types and parsers shared with the widget) is private to this repository, so it is bundled into the
// files, code and types alike: the published package has no dependencies.
export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts' },
  format: ['esm', 'cjs'],
  dts: {
    // Resolved to its source, not through node_modules, so that its types are inlined rather than imported.
    compilerOptions: { paths: { '@pagewise/protocol': ['../protocol/src/index.ts'], '@pagewise/protocol/types': ['../protocol/src/wire-types.ts'] } },
  },
  target: 'es2022',
  platform: 'neutral',
  noExternal: ['@pagewise/protocol'],
  external: [/^node:/],
  clean: true,
  sourcemap: false,
  treeshake: true,
});
