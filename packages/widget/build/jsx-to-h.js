/**
 * Rollup plugin for the script-tag build: JSX becomes calls of Preact's `h` (the classic transform), which
 * the bundle contains anyway. `h(type, props, ...children)` spells children as arguments, where the
 * automatic runtime spells them as a `children` property and needs its own vnode factory; this is about
 * 100 bytes gzipped less. Pair it with esbuild's `jsxFactory: JSX_FACTORY, jsxFragment: JSX_FRAGMENT`.
 */
export const JSX_FACTORY = '__h';
export const JSX_FRAGMENT = '__Fragment';

export function jsxToH() {
  return {
    name: 'jsx-to-h',
    transform: (code, id) =>
      id.endsWith('.tsx') ? { code: `import { h as ${JSX_FACTORY}, Fragment as ${JSX_FRAGMENT} } from 'preact';\n${code}`, map: null } : null,
  };
}

/** Rollup plugin: drops the line breaks and indentation of the CSS template in styles.ts. */
export function compactCss() {
  return {
    name: 'compact-css',
    transform: (code, id) => (id.endsWith('/ui/styles.ts') ? code.replace(/\n\s*/g, '') : null),
  };
}
