import { contentWords } from '../answering/extractive-terms.js';

export interface NamedDocument {
  documentId: string;
  name: string;
  title: string;
}

/** Words that say "a document" rather than which one. */
const GENERIC = new Set(['document', 'doc', 'pdf', 'file', 'paper', 'report', 'text', 'article', 'book', 'guide']);
/** Share of the subject's words a document's name and title must explain. */
const MIN_MATCH = 0.5;

/**
 * The document a question names, matched loosely on its name and title: "the employee handbook" finds
 * "Employee_Handbook_2024.pdf", "warsw" finds "Warsaw.pdf". Null when none matches well or two match equally.
 */
export function matchDocument(subject: string, documents: NamedDocument[]): NamedDocument | null {
  const asked = wordsOf(subject).filter((w) => !GENERIC.has(w));
  if (!asked.length) return null;
  const scored = documents
    .map((document) => {
      const own = wordsOf(`${document.name.replace(/\.pdf$/i, '')} ${document.title}`);
      const found = asked.filter((w) => own.some((o) => similar(w, o))).length;
      // Ties go to the document whose name has fewest words besides those asked ("Warsaw" over "Warsaw Pact").
      return { document, score: found / asked.length, extra: own.length };
    })
    .filter((s) => s.score >= MIN_MATCH)
    .sort((a, b) => b.score - a.score || a.extra - b.extra);
  if (!scored.length) return null;
  const [best, next] = scored;
  if (next && next.score === best.score && next.extra === best.extra) return null;
  return best.document;
}

function wordsOf(text: string): string[] {
  return [...new Set(contentWords(text.replace(/[_\-.()[\]]+/g, ' ')))];
}

/** The same word, or one letter added, dropped or changed in a longer word (a typo). */
function similar(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return Math.max(a.length, b.length) - i - j <= 1;
}
