import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { replyLanguage } from '../answering/extractive-messages.js';
import type { SourceDocument } from '../rag.types.js';
import { snippetFor } from '../retrieval/snippet.js';
import type { DocumentSummary } from './document-summary.js';
import { matchDocument, type NamedDocument } from './document-match.js';
import { sectionsLabel, whichDocumentMessage } from './overview-messages.js';
import { overviewIntent } from './overview-intent.js';

export interface OverviewReply {
  answer: string;
  sources: SourceDocument[];
}

/**
 * Answers "what is this about?": the summary ingestion stored for the document the question names (or the
 * only one), or, when several could be meant, which documents there are. Every other question returns null
 * and goes to retrieval.
 */
@Injectable()
export class DocumentOverviews {
  constructor(private readonly db: DataSource) {}

  async save(organizationId: string, documentId: string, document: { name: string; title: string }, summary: DocumentSummary): Promise<void> {
    await this.db.query(
      `INSERT INTO document_summaries (organization_id, document_id, name, title, summary) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (organization_id, document_id) DO UPDATE SET name = excluded.name, title = excluded.title, summary = excluded.summary`,
      [organizationId, documentId, document.name, document.title, JSON.stringify(summary)],
    );
  }

  async forget(organizationId: string, documentId: string): Promise<void> {
    await this.db.query('DELETE FROM document_summaries WHERE organization_id = $1 AND document_id = $2', [organizationId, documentId]);
  }

  async answer(organizationId: string, question: string, language: 'en' | 'auto'): Promise<OverviewReply | null> {
    const intent = overviewIntent(question);
    if (!intent) return null;
    const documents: NamedDocument[] = (
      await this.db.query('SELECT document_id, name, title FROM document_summaries WHERE organization_id = $1 ORDER BY name, document_id', [organizationId])
    ).map((r: { document_id: string; name: string; title: string }) => ({ documentId: r.document_id, name: r.name, title: r.title }));
    if (!documents.length) return null;
    const reply = replyLanguage(question, language);
    let document: NamedDocument | null;
    if (intent.subject) {
      document = matchDocument(intent.subject, documents);
      // A subject that names no document is a topic inside them ("What is the leave policy about?").
      if (!document) return null;
    } else if (documents.length === 1) {
      document = documents[0];
    } else {
      return { answer: whichDocumentMessage(documents.map((d) => d.name), reply), sources: [] };
    }
    const [row] = await this.db.query('SELECT summary FROM document_summaries WHERE organization_id = $1 AND document_id = $2', [organizationId, document.documentId]);
    const summary: DocumentSummary = typeof row.summary === 'string' ? JSON.parse(row.summary) : row.summary;
    if (!summary.sentences.length) return null;
    return { answer: overviewText(document, summary, sectionsLabel(reply)), sources: overviewSources(document, summary) };
  }
}

/** The summary's sentences, each run on one page cited as "[name, p. N]" like extractive answers, then the sections. */
function overviewText(document: NamedDocument, summary: DocumentSummary, sections: string): string {
  const parts = summary.sentences.map((s, i) => {
    const next = summary.sentences[i + 1];
    return next && next.page === s.page ? s.text : `${s.text} [${document.name}, p. ${s.page}]`;
  });
  const headings = summary.sections.map((s) => `${s.title} (p. ${s.page})`).join(', ');
  return headings ? `${parts.join(' ')}\n\n${sections}: ${headings}` : parts.join(' ');
}

/** One source per cited page; the document was asked for by name, so each is certain to be from it. */
function overviewSources(document: NamedDocument, summary: DocumentSummary): SourceDocument[] {
  const pages = [...new Set(summary.sentences.map((s) => s.page))];
  return pages.map((page) => ({
    document_id: document.documentId,
    name: document.name,
    page,
    confidence: 1,
    snippet: snippetFor(summary.sentences.find((s) => s.page === page)!.text, ''),
  }));
}
