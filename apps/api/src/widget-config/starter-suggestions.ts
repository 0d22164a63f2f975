import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ApiKeyContext } from '../keys/api-key-context.js';
import type { DocumentSummary } from '../rag/overview/document-summary.js';
import { STARTER_MAX } from './widget-settings.rules.js';

export type SuggestionSource = 'asked' | 'heading' | 'document';

export interface StarterSuggestion {
  question: string;
  /** asked: visitors asked it and it was answered (none rated it down); heading: a section of a document; document: a document's overview. */
  source: SuggestionSource;
  /** How often it was asked (source asked); null otherwise. */
  asked: number | null;
  /** The document it comes from (sources heading and document); null for asked. */
  document: { document_id: string; name: string; page: number | null } | null;
}

const MAX_SUGGESTIONS = 12;
const MAX_ASKED = 6;
const MIN_CHARS = 8;
/** Only Latin-script headings become English questions: a Hindi, Marathi or Tamil heading would be half-translated. */
const LATIN_HEADING = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}&+]+$/u;

/**
 * Candidate starter questions for the owner to pick and edit: the questions visitors asked most that were
 * answered and never rated down, then the documents' headings ("What should I know about refunds?"), then each
 * document's overview ("What is the Employee Handbook about?", which the API answers from its stored summary).
 * Nothing is invented: every candidate comes from the organization's own turns or documents.
 */
@Injectable()
export class StarterSuggestions {
  constructor(private readonly db: DataSource) {}

  async suggest(key: ApiKeyContext, current: string[]): Promise<{ suggestions: StarterSuggestion[] }> {
    const organizationId = key.organization.id;
    const seen = new Set(current.map((q) => q.toLowerCase()));
    const out: StarterSuggestion[] = [];
    const add = (s: StarterSuggestion) => {
      const k = s.question.toLowerCase();
      if (out.length >= MAX_SUGGESTIONS || seen.has(k) || s.question.length > STARTER_MAX) return;
      seen.add(k);
      out.push(s);
    };

    const asked: Array<{ question: string; n: string | number }> = await this.db.query(
      `SELECT min(regexp_replace(btrim(message), '\\s+', ' ', 'g')) AS question, count(*) AS n
         FROM chat_turns
        WHERE organization_id = $1 AND status = 'complete' AND answer_status = 'answered'
          AND char_length(message) BETWEEN $2 AND $3
        GROUP BY lower(regexp_replace(btrim(message), '\\s+', ' ', 'g'))
       HAVING count(*) FILTER (WHERE rating = 'down') = 0
        ORDER BY count(*) FILTER (WHERE rating = 'up') DESC, count(*) DESC, max(created_at) DESC
        LIMIT $4`,
      [organizationId, MIN_CHARS, STARTER_MAX, MAX_ASKED * 2],
    );
    for (const row of asked.slice(0, MAX_ASKED)) add({ question: row.question, source: 'asked', asked: Number(row.n), document: null });

    const documents: Array<{ document_id: string; name: string; title: string; summary: DocumentSummary | string }> = await this.db.query(
      'SELECT document_id, name, title, summary FROM document_summaries WHERE organization_id = $1 ORDER BY name, document_id LIMIT 50',
      [organizationId],
    );
    const parsed = documents.map((d) => ({ ...d, summary: typeof d.summary === 'string' ? (JSON.parse(d.summary) as DocumentSummary) : d.summary }));
    // Headings taken in turn from each document, so that one long document does not fill the list.
    const headings = parsed.map((d) => d.summary.sections.map((s) => ({ d, s })));
    for (let i = 0; headings.some((h) => i < h.length); i++) {
      for (const list of headings) {
        const item = list[i];
        if (!item) continue;
        const question = fromHeading(item.s.title);
        if (question) add({ question, source: 'heading', asked: null, document: { document_id: item.d.document_id, name: item.d.name, page: item.s.page } });
      }
    }
    for (const d of parsed) {
      if (!d.summary.sentences.length) continue;
      const title = (d.title.trim() || d.name.replace(/\.pdf$/i, '')).replace(/[\s.:;,]+$/u, '');
      add({ question: `What is ${title} about?`, source: 'document', asked: null, document: { document_id: d.document_id, name: d.name, page: null } });
    }
    return { suggestions: out };
  }
}

/** "3.2 Refunds and returns" → "What should I know about refunds and returns?"; null for headings that make no question. */
export function fromHeading(heading: string): string | null {
  const text = heading
    .replace(/^(?:(?:[Ss]ection|SECTION|[Cc]hapter|CHAPTER|[Pp]art|PART)\s+)?(?:\d+(?:\.\d+)*[.):]?|[IVX]+[.)])\s+/u, '')
    .replace(/[:.\s]+$/u, '')
    .trim();
  if (text.length < 3 || text.length > 80 || !/\p{L}{3}/u.test(text) || !LATIN_HEADING.test(text)) return null;
  if (text.endsWith('?')) return text;
  const words = text.split(/\s+/);
  // Lower-case the first word unless it is an acronym or a name (ALL CAPS, or capitals after its first letter).
  const first = words[0];
  const keep = first === first.toUpperCase() || /\p{Lu}/u.test(first.slice(1));
  const lead = keep ? first : first.toLowerCase();
  const body = [lead, ...words.slice(1)].join(' ');
  const allCaps = text === text.toUpperCase();
  return `What should I know about ${allCaps ? text.toLowerCase() : body}?`;
}
