import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { compactCss, jsxToH } from './build/jsx-to-h.js';
import { printSize } from './scripts/size.js';

const plugins = (minify) => [
  minify && jsxToH(),
  compactCss(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
  esbuild({ target: 'es2020', jsx: 'automatic', jsxImportSource: 'preact', tsconfig: 'tsconfig.json' }),
  minify &&
    terser({
      ecma: 2020,
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true, unsafe_methods: true },
      format: { comments: false },
    }),
];

export default [
  {
    // The script-tag build: everything in one self-starting file.
    input: 'src/embed.ts',
    output: { file: 'dist/widget.js', format: 'iife' },
    plugins: [...plugins(true), printSize('dist/widget.js')],
  },
  {
    // For bundlers: Preact and signals stay external so an app that already uses them ships one copy.
    input: 'src/index.ts',
    output: { file: 'dist/index.js', format: 'es' },
    external: [/^preact/, /^@preact\//],
    plugins: plugins(false),
  },
];
