import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const contentDir = fileURLToPath(new URL('../../src/routes/docs/content/', import.meta.url));

export interface DocSample {
  page: string;
  tab: string;
  lang: string;
  code: string;
}

/** Every code block inside a <CodeTabs> of every documentation page, in page order. */
export function docSamples(): DocSample[] {
  const samples: DocSample[] = [];
  for (const file of readdirSync(contentDir).filter((f) => f.endsWith('.mdx')).sort()) {
    const source = readFileSync(contentDir + file, 'utf8');
    for (const [, tabs] of source.matchAll(/<CodeTabs>([\s\S]*?)<\/CodeTabs>/g)) {
      for (const [, lang, tab, code] of tabs.matchAll(/```(\w+) ([^\n]+)\n([\s\S]*?)```/g)) {
        samples.push({ page: file.replace(/\.mdx$/, ''), tab: tab.trim(), lang, code });
      }
    }
  }
  return samples;
}
