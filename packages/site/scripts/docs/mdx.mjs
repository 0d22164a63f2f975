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

/** The address the samples are written with; the browser shows the deployment's own in its place. */
export const SAMPLE_API_URL = 'http://localhost:8000';

/**
 * Marks every occurrence of the sample address inside a code block as <span data-api-url>, so the page can show
 * the API address this deployment is configured with (mdx-components.tsx) and a pasted sample works as it is.
 */
function rehypeApiUrl() {
  const split = (node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((child) => {
      if (child.type !== 'text' || !child.value.includes(SAMPLE_API_URL)) {
        split(child);
        return [child];
      }
      const parts = child.value.split(SAMPLE_API_URL);
      return parts.flatMap((text, i) => [
        ...(i > 0 ? [{ type: 'element', tagName: 'span', properties: { dataApiUrl: '' }, children: [{ type: 'text', value: SAMPLE_API_URL }] }] : []),
        ...(text ? [{ type: 'text', value: text }] : []),
      ]);
    });
  };
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'pre') split(node);
    else node.children?.forEach(visit);
  };
  return (tree) => visit(tree);
}

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
        rehypeApiUrl,
      ],
    }),
  };
}
