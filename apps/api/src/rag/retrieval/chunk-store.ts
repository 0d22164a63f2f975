import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TableMaintenance } from '../../database/table-maintenance.js';
import { encodeSentenceTerms, sentenceTermsOf } from '../answering/extractive-sentences.js';
import type { DocumentChunk } from '../chunking/chunker.js';
import { nonLatinWords, searchConfigFor, segmentWords, tsvectorLiteral } from './text-search-config.js';

export interface StoredChunk {
  id: string;
  ordinal: number;
  text: string;
}

/**
 * Chunks and their tsvectors, plus the organization's corpus statistics, kept in step in one transaction:
 * every write and delete names the organization, so one tenant never touches another's rows.
 */
@Injectable()
export class ChunkStore {
  constructor(
    private readonly db: DataSource,
    private readonly maintenance: TableMaintenance,
  ) {}

  /** Replaces the document's chunks (so a retried ingestion is idempotent) and returns their ids. */
  async replace(organizationId: string, documentId: string, document: { name: string; title: string }, chunks: DocumentChunk[]): Promise<StoredChunk[]> {
    let removed = 0;
    const stored = await this.db.transaction(async (tx) => {
      removed = await this.remove(tx, organizationId, documentId);
      if (!chunks.length) return [];
      const { name, title } = document;
      const configs = chunks.map((c) => searchConfigFor(`${title} ${c.text}`));
      const literals = chunks.map((c, i) =>
        configs[i] === 'simple' ? tsvectorLiteral(segmentWords(title), segmentWords(c.text)) : tsvectorLiteral(nonLatinWords(title), nonLatinWords(c.text)),
      );
      // token_count is computed in the INSERT itself: a second UPDATE pass would leave a dead copy of every row.
      // OFFSET 0 keeps the planner from pulling the lateral subquery up into both places that read v.tsv, which
      // would stem every chunk twice (a third of the statement's time).
      const rows: Array<{ id: string; ordinal: number }> = await tx.query(
        `INSERT INTO chunks (organization_id, document_id, ordinal, page_start, page_end, page_breaks, document_name, text, search_config, token_count, tsv, sentences)
         SELECT $1, $2, c.ordinal, c.page_start, c.page_end, c.page_breaks::int[], $10, c.text, c.config,
                (SELECT coalesce(sum(array_length(u.positions, 1)), 0) FROM unnest(v.tsv) u), v.tsv, c.sentences
         FROM unnest($4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $11::text[], $12::text[])
              AS c(ordinal, page_start, page_end, text, config, literal, page_breaks, sentences)
         CROSS JOIN LATERAL (
           SELECT CASE WHEN c.config = 'english'
                       THEN setweight(to_tsvector('english'::regconfig, $3::text), 'A') || to_tsvector('english'::regconfig, c.text) || c.literal::tsvector
                       ELSE c.literal::tsvector END AS tsv
           OFFSET 0) v
         RETURNING id, ordinal`,
        [
          organizationId,
          documentId,
          title,
          chunks.map((c) => c.ordinal),
          chunks.map((c) => c.pageStart),
          chunks.map((c) => c.pageEnd),
          chunks.map((c) => c.text),
          configs,
          literals,
          name,
          // As array literals: unnest would flatten an int[][] into one list.
          chunks.map((c) => `{${c.pageBreaks.join(',')}}`),
          // Sentences and their content words, so that questions do not split them again (docs/retrieval.md).
          chunks.map((c) => encodeSentenceTerms(sentenceTermsOf(c.text))),
        ],
      );
      await this.count(tx, organizationId, documentId, +1);
      const byOrdinal = new Map(rows.map((r) => [Number(r.ordinal), r.id]));
      return chunks.map((c) => ({ id: byOrdinal.get(c.ordinal)!, ordinal: c.ordinal, text: c.text }));
    });
    await this.maintenance.changed(removed + stored.length);
    return stored;
  }

  async forget(organizationId: string, documentId: string): Promise<void> {
    const removed = await this.db.transaction((tx) => this.remove(tx, organizationId, documentId));
    await this.maintenance.changed(removed);
  }

  /** Deletes the document's chunks and their share of the statistics; returns how many chunks there were. */
  private async remove(tx: EntityManager, organizationId: string, documentId: string): Promise<number> {
    // A document ingested for the first time has nothing to take back (and the organization's terms need no sweep).
    const [{ present }] = await tx.query('SELECT EXISTS (SELECT 1 FROM chunks WHERE organization_id = $1 AND document_id = $2) AS present', [
      organizationId,
      documentId,
    ]);
    if (!present) return 0;
    await this.count(tx, organizationId, documentId, -1);
    await tx.query('DELETE FROM corpus_terms WHERE organization_id = $1 AND df <= 0', [organizationId]);
    const [{ removed }] = await tx.query(
      'WITH gone AS (DELETE FROM chunks WHERE organization_id = $1 AND document_id = $2 RETURNING 1) SELECT count(*)::int AS removed FROM gone',
      [organizationId, documentId],
    );
    return Number(removed);
  }

  /** Adds (sign +1) or subtracts (sign -1) the document's chunks to the organization's statistics. */
  private async count(tx: EntityManager, organizationId: string, documentId: string, sign: 1 | -1): Promise<void> {
    // Lexemes in a fixed order, so that two ingestions in one organization cannot deadlock. tsvector_to_array
    // lists each chunk's lexemes once, as unnest(tsv) would, without building their positions and weights.
    await tx.query(
      `INSERT INTO corpus_terms (organization_id, lexeme, df)
       SELECT $1, u.lexeme, $3 * count(*) FROM chunks c CROSS JOIN LATERAL unnest(tsvector_to_array(c.tsv)) u(lexeme)
       WHERE c.organization_id = $1 AND c.document_id = $2 GROUP BY u.lexeme ORDER BY u.lexeme
       ON CONFLICT (organization_id, lexeme) DO UPDATE SET df = corpus_terms.df + excluded.df`,
      [organizationId, documentId, sign],
    );
    await tx.query(
      `INSERT INTO corpus_stats (organization_id, chunks, tokens, documents)
       SELECT $1, $3 * count(*), $3 * coalesce(sum(token_count), 0), $3 * least(count(*), 1) FROM chunks WHERE organization_id = $1 AND document_id = $2
       ON CONFLICT (organization_id) DO UPDATE
         SET chunks = corpus_stats.chunks + excluded.chunks, tokens = corpus_stats.tokens + excluded.tokens,
             documents = corpus_stats.documents + excluded.documents`,
      [organizationId, documentId, sign],
    );
  }
}
