/**
 * Rollup plugin: compiles the automatic JSX runtime down to Preact's `h`, which the bundle contains
 * anyway. `h` reads key, ref and children from props, so the two are equivalent; this saves the
 * runtime's own vnode factory in the script-tag file.
 */
const ID = '\0jsx-to-h';

export function jsxToH() {
  return {
    name: 'jsx-to-h',
    resolveId: (source) => (source === 'preact/jsx-runtime' ? ID : null),
    load: (id) =>
      id === ID
        ? `import { h, Fragment } from 'preact';
export { Fragment };
export const jsx = (type, props, key) => h(type, key === undefined ? props : { ...props, key });
export { jsx as jsxs, jsx as jsxDEV };`
        : null,
  };
}

/** Rollup plugin: drops the line breaks and indentation of the CSS template in styles.ts. */
export function compactCss() {
  return {
    name: 'compact-css',
    transform: (code, id) => (id.endsWith('/ui/styles.ts') ? code.replace(/\n\s*/g, '') : null),
  };
}
