import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { DocumentChunk } from '../chunking/chunker.js';
import { searchConfigFor, segmentWords, tsvectorLiteral } from './text-search-config.js';

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
  constructor(private readonly db: DataSource) {}

  /** Replaces the document's chunks (so a retried ingestion is idempotent) and returns their ids. */
  async replace(organizationId: string, documentId: string, document: { name: string; title: string }, chunks: DocumentChunk[]): Promise<StoredChunk[]> {
    return this.db.transaction(async (tx) => {
      await this.remove(tx, organizationId, documentId);
      if (!chunks.length) return [];
      const { name, title } = document;
      const configs = chunks.map((c) => searchConfigFor(`${title} ${c.text}`));
      const literals = chunks.map((c, i) => (configs[i] === 'simple' ? tsvectorLiteral(segmentWords(title), segmentWords(c.text)) : ''));
      const rows: Array<{ id: string; ordinal: number }> = await tx.query(
        `INSERT INTO chunks (organization_id, document_id, ordinal, page_start, page_end, page_breaks, document_name, text, search_config, token_count, tsv)
         SELECT $1, $2, c.ordinal, c.page_start, c.page_end, c.page_breaks::int[], $10, c.text, c.config, 0,
                CASE WHEN c.config = 'english'
                     THEN setweight(to_tsvector('english'::regconfig, $3::text), 'A') || to_tsvector('english'::regconfig, c.text)
                     ELSE c.literal::tsvector END
         FROM unnest($4::int[], $5::int[], $6::int[], $7::text[], $8::text[], $9::text[], $11::text[])
              AS c(ordinal, page_start, page_end, text, config, literal, page_breaks)
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
        ],
      );
      await tx.query(
        `UPDATE chunks SET token_count = (SELECT coalesce(sum(array_length(u.positions, 1)), 0) FROM unnest(tsv) u)
         WHERE organization_id = $1 AND document_id = $2`,
        [organizationId, documentId],
      );
      await this.count(tx, organizationId, documentId, +1);
      const byOrdinal = new Map(rows.map((r) => [Number(r.ordinal), r.id]));
      return chunks.map((c) => ({ id: byOrdinal.get(c.ordinal)!, ordinal: c.ordinal, text: c.text }));
    });
  }

  async forget(organizationId: string, documentId: string): Promise<void> {
    await this.db.transaction((tx) => this.remove(tx, organizationId, documentId));
  }

  private async remove(tx: EntityManager, organizationId: string, documentId: string): Promise<void> {
    await this.count(tx, organizationId, documentId, -1);
    await tx.query('DELETE FROM corpus_terms WHERE organization_id = $1 AND df <= 0', [organizationId]);
    await tx.query('DELETE FROM chunks WHERE organization_id = $1 AND document_id = $2', [organizationId, documentId]);
  }

  /** Adds (sign +1) or subtracts (sign -1) the document's chunks to the organization's statistics. */
  private async count(tx: EntityManager, organizationId: string, documentId: string, sign: 1 | -1): Promise<void> {
    // Lexemes in a fixed order, so that two ingestions in one organization cannot deadlock.
    await tx.query(
      `INSERT INTO corpus_terms (organization_id, lexeme, df)
       SELECT $1, u.lexeme, $3 * count(*) FROM chunks c CROSS JOIN LATERAL unnest(c.tsv) u
       WHERE c.organization_id = $1 AND c.document_id = $2 GROUP BY u.lexeme ORDER BY u.lexeme
       ON CONFLICT (organization_id, lexeme) DO UPDATE SET df = corpus_terms.df + excluded.df`,
      [organizationId, documentId, sign],
    );
    await tx.query(
      `INSERT INTO corpus_stats (organization_id, chunks, tokens)
       SELECT $1, $3 * count(*), $3 * coalesce(sum(token_count), 0) FROM chunks WHERE organization_id = $1 AND document_id = $2
       ON CONFLICT (organization_id) DO UPDATE
         SET chunks = corpus_stats.chunks + excluded.chunks, tokens = corpus_stats.tokens + excluded.tokens`,
      [organizationId, documentId, sign],
    );
  }
}
