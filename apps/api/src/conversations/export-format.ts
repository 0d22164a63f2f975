import type { SessionSourceKind } from './sessions-query.dto.js';

export type ExportFormat = 'jsonl' | 'csv';

/** One turn of an export, as JSON Lines writes it (CSV writes the same fields, citations flattened). */
export interface ExportedTurn {
  session_id: string;
  message_id: string;
  asked_at: string;
  source: SessionSourceKind;
  key_name: string | null;
  question: string;
  answer: string;
  answer_status: string | null;
  status: string;
  rating: string | null;
  rating_comment: string | null;
  citations: Array<{ document_id: string; name: string; page: number }>;
}

export const CSV_COLUMNS = [
  'session_id',
  'message_id',
  'asked_at',
  'source',
  'key_name',
  'question',
  'answer',
  'answer_status',
  'status',
  'rating',
  'rating_comment',
  'citations',
] as const;

/** The byte-order mark lets spreadsheet programs read the file as UTF-8 (Hindi, Tamil and Marathi included). */
const BOM = '\uFEFF';

export function exportHeader(format: ExportFormat): string | null {
  return format === 'csv' ? `${BOM}${CSV_COLUMNS.join(',')}\r\n` : null;
}

export function exportLine(format: ExportFormat, turn: ExportedTurn): string {
  if (format === 'jsonl') return `${JSON.stringify(turn)}\n`;
  const citations = turn.citations.map((c) => `${c.name} p. ${c.page}`).join('; ');
  return `${CSV_COLUMNS.map((column) => csvField(column === 'citations' ? citations : turn[column])).join(',')}\r\n`;
}

/**
 * One CSV field after RFC 4180: quoted when it holds a comma, a quote, a line break or edge spaces, quotes
 * doubled. A visitor's text that a spreadsheet would run as a formula (= + - @, tab, carriage return first)
 * is prefixed with an apostrophe, as OWASP advises for CSV files opened in spreadsheets.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
