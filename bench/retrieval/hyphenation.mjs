// Words broken at line ends: how often the repair (apps/api/src/rag/chunking/line-hyphens.ts) joins a real
// compound ("Anglo-Norman" → "AngloNorman") and how often it keeps a break the wrap made ("environ-mental").
// The 16 articles of the retrieval set are wrapped into lines of about 70 characters; every hyphenated compound
// in them is put at a line end, broken at its hyphen (--every-compound 0: only those the wrap reaches), and a share of the other line ends breaks the next word
// (five letters or more) at a random point, at least 2 letters before it and 3 after (TeX's defaults). Each
// break is then decided as the parser's paragraphs decide it, with the vocabulary of the whole generated
// document. `npm run build -w @pagewise/api && node bench/retrieval/hyphenation.mjs [--share 0.3] [--seed 1] [--every-compound 1]`.
// Data: SQuAD v1.1 dev articles, CC BY-SA 4.0 (data/README.md).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_DIST } from '../support/api-process.mjs';
import { loadArticles } from './make-pdfs.mjs';

const { documentVocabulary, joinsBrokenWord } = await import(pathToFileURL(join(API_DIST, 'rag/chunking/line-hyphens.js')).href);
const { paragraphsOf } = await import(pathToFileURL(join(API_DIST, 'rag/chunking/paragraphs.js')).href);

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const SHARE = option('--share', 0.3);
/** 1: every compound is put at a line end (no other whole occurrence to learn from); 0: only where the wrap falls. */
const EVERY_COMPOUND = option('--every-compound', 1);
let seed = option('--seed', 1);
/** mulberry32: the same breaks on every run. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const COMPOUND = /^([("“]*)(\p{L}+(?:-\p{L}+)+)(\W*)$/u;
const PLAIN = /^([("“]*)(\p{L}{5,})(\W*)$/u;
const LINE = 70;

/** One article as pages of lines, and every break made in it: [line before, line after, kind, the word]. */
function generate(article) {
  const samples = [];
  const pages = [];
  let page = [];
  for (const [p, paragraph] of article.context_paragraphs.entries()) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = [];
    const end = (rest) => {
      page.push(line.join(' '));
      line = rest;
    };
    for (const word of words) {
      const length = line.join(' ').length;
      const compound = COMPOUND.exec(word);
      const plain = PLAIN.exec(word);
      if (compound && (EVERY_COMPOUND ? length > 20 : length + word.length + 1 > LINE)) {
        // Broken at one of its hyphens, chosen at random.
        const parts = word.split('-');
        const at = 1 + Math.floor(random() * (parts.length - 1));
        line.push(`${parts.slice(0, at).join('-')}-`);
        const before = line.join(' ');
        end([parts.slice(at).join('-')]);
        samples.push({ kind: 'compound', word: compound[2], before, after: line.join(' ') });
      } else if (length + word.length + 1 > LINE && plain && random() < SHARE) {
        const letters = plain[2];
        const at = 2 + Math.floor(random() * (letters.length - 4));
        line.push(`${plain[1]}${letters.slice(0, at)}-`);
        const before = line.join(' ');
        end([letters.slice(at) + plain[3]]);
        samples.push({ kind: 'broken', word: letters, before, after: line.join(' ') });
      } else if (length + word.length + 1 > LINE) {
        end([word]);
      } else {
        line.push(word);
      }
    }
    end([]);
    page.push('');
    if (p % 4 === 3) {
      pages.push({ page: pages.length + 1, text: page.join('\n') });
      page = [];
    }
  }
  if (page.length) pages.push({ page: pages.length + 1, text: page.join('\n') });
  return { pages, samples };
}

const totals = { compound: { n: 0, wrong: 0 }, broken: { n: 0, wrong: 0 } };
const examples = { compound: [], broken: [] };
let wordsOut = 0;
let wordsMissing = 0;
for (const article of loadArticles()) {
  const { pages, samples } = generate(article);
  const vocabulary = documentVocabulary(pages);
  for (const s of samples) {
    const joined = joinsBrokenWord(s.before, s.after, vocabulary);
    const wrong = s.kind === 'compound' ? joined : !joined;
    totals[s.kind].n++;
    if (wrong) {
      totals[s.kind].wrong++;
      examples[s.kind].push(process.env.DETAIL ? `${s.before.split(" ").pop()}|${s.after.split(" ")[0]}` : s.word);
    }
  }
  // The same through paragraphsOf: every word of the original text comes back.
  const original = new Set(article.context_paragraphs.join(' ').split(/\s+/));
  for (const word of paragraphsOf(pages).flatMap((p) => p.text.split(/\s+/))) {
    wordsOut++;
    if (!original.has(word)) wordsMissing++;
  }
}

const pct = (x) => `${(100 * x).toFixed(1)} %`;
console.log(`\nLine-end hyphens in the 16 articles (${EVERY_COMPOUND ? 'every compound at a line end' : 'compounds where the wrap falls'}; share of other line ends broken: ${SHARE}; seed ${option('--seed', 1)})\n`);
console.log('| breaks | count | repaired wrongly | as printed before (hyphen always kept) |');
console.log('|---|---|---|---|');
console.log(`| real compounds broken at their hyphen (wrongly joined) | ${totals.compound.n} | ${totals.compound.wrong} (${pct(totals.compound.wrong / totals.compound.n)}) | 0 |`);
console.log(`| words broken by the wrap (hyphen wrongly kept) | ${totals.broken.n} | ${totals.broken.wrong} (${pct(totals.broken.wrong / totals.broken.n)}) | ${totals.broken.n} (100 %) |`);
console.log(`\nWords of paragraphsOf's output not in the original text: ${wordsMissing} of ${wordsOut}`);
console.log(`Wrongly joined, e.g.: ${examples.compound.slice(0, 25).join(', ')}`);
console.log(`Wrongly kept, e.g.: ${examples.broken.slice(0, 25).join(', ')}`);
