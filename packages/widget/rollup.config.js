import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import { compactCss, JSX_FACTORY, JSX_FRAGMENT, jsxToH } from './build/jsx-to-h.js';
import { languagePacks } from './build/language-packs.js';
import { printSize } from './scripts/size.js';

const VIEWER = 'dist/viewer.js';
/** The viewer's SRI hash, for the widget to load it with: the viewer is built first (rollup builds in order). */
const viewerIntegrity = () => JSON.stringify(`sha384-${createHash('sha384').update(readFileSync(VIEWER)).digest('base64')}`);

const plugins = (minify) => [
  minify && jsxToH(),
  compactCss(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production'), VIEWER_INTEGRITY: viewerIntegrity } }),
  resolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
  esbuild(
    minify
      ? // tsconfig.json's automatic JSX would win over these options: the script-tag build does without it.
        { target: 'es2020', tsconfig: false, jsx: 'transform', jsxFactory: JSX_FACTORY, jsxFragment: JSX_FRAGMENT }
      : { target: 'es2020', tsconfig: 'tsconfig.json', jsx: 'automatic', jsxImportSource: 'preact' },
  ),
  minify &&
    terser({
      ecma: 2020,
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
      format: { comments: false },
    }),
];

export default [
  {
    // The page viewer, loaded on demand by the widget from the API host (GET /widget/viewer.js).
    input: 'src/viewer/index.ts',
    output: { file: VIEWER, format: 'iife' },
    plugins: [...plugins(true), printSize(VIEWER, { onDemand: true })],
  },
  {
    // The script-tag build: everything else in one self-starting file.
    input: 'src/embed.ts',
    output: { file: 'dist/widget.js', format: 'iife' },
    plugins: [...plugins(true), printSize('dist/widget.js'), languagePacks()],
  },
  {
    // For bundlers: Preact and signals stay external so an app that already uses them ships one copy.
    input: 'src/index.ts',
    output: { file: 'dist/index.js', format: 'es' },
    external: [/^preact/, /^@preact\//],
    plugins: plugins(false),
  },
];
