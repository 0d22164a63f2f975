import type { DataSource } from 'typeorm';

/** Shorter words have too many near neighbours to correct safely. */
const MIN_LENGTH = 5;

/**
 * Near spellings in the organization's own vocabulary for query words it lacks: "purhcased" finds
 * "purchased", "Bedigo" finds "Bendigo". Reads only the index range of words that begin with the same two
 * letters; a word with no close neighbour stays absent (and counts as such in the answer evidence).
 */
export async function nearSpellings(db: DataSource, organizationId: string, absent: string[]): Promise<Map<string, { lexeme: string; df: number }>> {
  const words = absent.filter((w) => w.length >= MIN_LENGTH && /^\p{L}+$/u.test(w));
  if (!words.length) return new Map();
  const prefixes = [...new Set(words.map((w) => w.slice(0, 2)))];
  const rows: Array<{ lexeme: string; df: number }> = await db.query(
    `SELECT t.lexeme, t.df FROM unnest($2::text[], $3::text[]) AS r(low, high)
     JOIN corpus_terms t ON t.organization_id = $1 AND t.lexeme >= r.low AND t.lexeme < r.high`,
    [organizationId, prefixes, prefixes.map((p) => p.slice(0, -1) + String.fromCodePoint(p.codePointAt(p.length - 1)! + 1))],
  );
  const found = new Map<string, { lexeme: string; df: number }>();
  for (const word of words) {
    const limit = word.length >= 8 ? 2 : 1;
    let best: { lexeme: string; distance: number; df: number } | null = null;
    for (const row of rows) {
      if (!row.lexeme.startsWith(word.slice(0, 2)) || Math.abs(row.lexeme.length - word.length) > limit) continue;
      const distance = editDistance(word, row.lexeme, limit);
      const df = Number(row.df);
      if (distance <= limit && (!best || distance < best.distance || (distance === best.distance && df > best.df))) best = { lexeme: row.lexeme, distance, df };
    }
    if (best) found.set(word, { lexeme: best.lexeme, df: best.df });
  }
  return found;
}

/** Edits (insert, delete, substitute, swap two neighbours) from a to b; anything over limit reads limit + 1. */
export function editDistance(a: string, b: string, limit: number): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      lowest = Math.min(lowest, d);
    }
    if (lowest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length], limit + 1);
}
