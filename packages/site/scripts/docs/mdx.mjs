// The documentation pages' MDX pipeline (vite.config.ts). Code is highlighted here, at build time, so no
// highlighter ships to the browser: pages carry plain <span style> markup.
import mdx from '@mdx-js/rollup';
import rehypeShiki from '@shikijs/rehype';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';

/** The fence's meta (```sh curl) names the tab the block appears under in <CodeTabs>. */
const tabFromMeta = {
  name: 'pagewise-tab-from-meta',
  pre(node) {
    const meta = this.options.meta?.__raw?.trim();
    if (meta) node.properties.dataTab = meta;
  },
};

export function docsMdx() {
  return {
    enforce: 'pre',
    ...mdx({
      providerImportSource: undefined,
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        rehypeSlug,
        [
          rehypeShiki,
          {
            // Both themes reach WCAG AA on their own backgrounds; the dark one applies under html.dark (docs.css).
            themes: { light: 'github-light-default', dark: 'github-dark-default' },
            // Only the languages the pages use: loading every grammar makes the build many seconds slower.
            langs: ['sh', 'js', 'html', 'json'],
            transformers: [tabFromMeta],
          },
        ],
      ],
    }),
  };
}
