// Renders one PDF per article of the evaluation set and records on which pages each paragraph lies.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '../../apps/api/package.json'));
const PDFDocument = require('pdfkit');

const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'];

/** DejaVu renders every character of the set; installs Debian's package when it is missing. */
export function dejaVuFont() {
  const find = () => FONT_DIRS.map((d) => join(d, 'DejaVuSans.ttf')).find((f) => existsSync(f));
  let font = find();
  if (!font) {
    console.log('DejaVu fonts not found: installing fonts-dejavu-core with apt-get (needs root).');
    execFileSync('apt-get', ['install', '-y', 'fonts-dejavu-core'], { stdio: 'inherit' });
    font = find();
  }
  if (!font) throw new Error('DejaVuSans.ttf is missing; install fonts-dejavu-core and run again.');
  return font;
}

export function loadArticles() {
  return JSON.parse(readFileSync(join(here, 'data/squad-dev16.json'), 'utf8'));
}

export function fileNameFor(article) {
  return `${article.article_title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '')}.pdf`;
}

function renderArticle(article, font) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: article.article_title } });
    const parts = [];
    doc.on('data', (b) => parts.push(b));
    doc.on('error', reject);
    let page = 1;
    doc.on('pageAdded', () => page++);
    doc.registerFont('body', font);
    doc.font('body').fontSize(18).text(article.article_title, { paragraphGap: 12 });
    doc.fontSize(11);
    const pages = [];
    for (const paragraph of article.context_paragraphs) {
      const first = page;
      doc.text(paragraph, { paragraphGap: 8, align: 'left' });
      pages.push(range(first, page));
    }
    doc.on('end', () => resolve({ bytes: Buffer.concat(parts), paragraphPages: pages, pageCount: page }));
    doc.end();
  });
}

const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

/** Writes the PDFs under dir and returns [{ article, file, name, paragraphPages }]. */
export async function makePdfs(dir) {
  mkdirSync(dir, { recursive: true });
  const font = dejaVuFont();
  const out = [];
  for (const article of loadArticles()) {
    const { bytes, paragraphPages } = await renderArticle(article, font);
    const name = fileNameFor(article);
    const file = join(dir, name);
    writeFileSync(file, bytes);
    out.push({ article, file, name, paragraphPages });
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? join(here, '../.work/retrieval/pdfs');
  const made = await makePdfs(dir);
  console.log(`${made.length} PDFs in ${dir}`);
}
