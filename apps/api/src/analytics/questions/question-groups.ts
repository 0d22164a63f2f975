import { createHash } from 'node:crypto';
import { jaccard, questionTerms } from './question-terms.js';

/** One distinct wording of a question (lower-cased, spaces collapsed) with what happened each time it was asked. */
export interface Wording {
  /** The wording as most often written (its most common spelling and capitals). */
  text: string;
  asked: number;
  answered: number;
  notFound: number;
  ratedDown: number;
  firstAsked: Date;
  lastAsked: Date;
  /** Documents its answers cited first (their best source), with how many answers did. */
  documents: Array<{ id: string; name: string; citations: number }>;
}

export interface QuestionGroup {
  /** Stable for the same leading wording's terms: a group's id on one day is its id the next. */
  id: string;
  /** The group's most asked wording. */
  question: string;
  terms: string[];
  count: number;
  answered: number;
  notFound: number;
  ratedDown: number;
  firstAsked: Date;
  lastAsked: Date;
  /** Distinct wordings, most asked first, the group's question included. */
  examples: string[];
  topDocument: { id: string; name: string; citations: number } | null;
}

/** Wordings at least this similar (Jaccard over terms) to a group's leading wording join the group. */
export const SIMILARITY = 0.5;
const EXAMPLES = 3;

export function groupId(terms: string[], text: string): string {
  const key = terms.length ? terms.join(' ') : text.trim().toLowerCase().replace(/\s+/g, ' ');
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/**
 * Groups wordings by what they ask: most asked first (the earlier of a tie), each wording joins the group whose leading wording's terms
 * are most similar to its own (Jaccard, at least SIMILARITY), or leads a new group. Candidates are the groups
 * sharing a term (an inverted index), so the cost grows with the wordings times the groups per term, not their
 * square. A wording with no content terms ("what is this?") stays a group of its own wording.
 */
export function groupQuestions(wordings: Wording[]): QuestionGroup[] {
  const ordered = [...wordings].sort((a, b) => b.asked - a.asked || a.firstAsked.getTime() - b.firstAsked.getTime());
  const groups: Array<{ leader: string[]; members: Wording[] }> = [];
  const byTerm = new Map<string, number[]>();
  for (const wording of ordered) {
    const terms = questionTerms(wording.text);
    let best = -1;
    let bestScore = SIMILARITY;
    const seen = new Set<number>();
    for (const term of terms) {
      for (const g of byTerm.get(term) ?? []) {
        if (seen.has(g)) continue;
        seen.add(g);
        const score = jaccard(terms, groups[g].leader);
        if (score > bestScore || (score === bestScore && best === -1)) {
          best = g;
          bestScore = score;
        }
      }
    }
    if (best >= 0) {
      groups[best].members.push(wording);
      continue;
    }
    groups.push({ leader: terms, members: [wording] });
    for (const term of terms) {
      const list = byTerm.get(term);
      if (list) list.push(groups.length - 1);
      else byTerm.set(term, [groups.length - 1]);
    }
  }
  return groups.map(({ leader, members }) => summarise(leader, members));
}

function summarise(terms: string[], members: Wording[]): QuestionGroup {
  const documents = new Map<string, { id: string; name: string; citations: number }>();
  for (const m of members) {
    for (const d of m.documents) {
      const seen = documents.get(d.id);
      if (seen) seen.citations += d.citations;
      else documents.set(d.id, { ...d });
    }
  }
  const top = [...documents.values()].sort((a, b) => b.citations - a.citations || a.name.localeCompare(b.name))[0] ?? null;
  return {
    id: groupId(terms, members[0].text),
    question: members[0].text,
    terms,
    count: sum(members, 'asked'),
    answered: sum(members, 'answered'),
    notFound: sum(members, 'notFound'),
    ratedDown: sum(members, 'ratedDown'),
    firstAsked: new Date(Math.min(...members.map((m) => m.firstAsked.getTime()))),
    lastAsked: new Date(Math.max(...members.map((m) => m.lastAsked.getTime()))),
    examples: distinctWordings(members).slice(0, EXAMPLES),
    topDocument: top,
  };
}

/** Wordings that differ only in spaces are one example. */
function distinctWordings(members: Wording[]): string[] {
  const seen = new Set<string>();
  return members.map((m) => m.text).filter((text) => {
    const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sum(members: Wording[], field: 'asked' | 'answered' | 'notFound' | 'ratedDown'): number {
  return members.reduce((n, m) => n + m[field], 0);
}
