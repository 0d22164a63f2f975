import type { QuestionGroup } from '@pagewise/sdk';
import { toCsv } from '../../lib/csv';

export const CSV_HEADER = ['question', 'examples', 'asked', 'answered', 'not_found', 'rated_down', 'first_asked', 'last_asked', 'top_document', 'top_document_citations'];

/** One row per group; examples are separated by line breaks inside their (quoted) field. */
export function questionsCsv(groups: QuestionGroup[]): string {
  return toCsv([
    CSV_HEADER,
    ...groups.map((g) => [
      g.question,
      g.examples.join('\n'),
      g.count,
      g.answered,
      g.not_found,
      g.rated_down,
      g.first_asked,
      g.last_asked,
      g.top_document?.name ?? '',
      g.top_document?.citations ?? '',
    ]),
  ]);
}
