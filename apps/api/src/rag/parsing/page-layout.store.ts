import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { PageLayout, TextRun } from './page-layout.js';

/** Pages written per statement: a few hundred pages of text, so that a 10,000-page document is no one huge query. */
const PAGES_PER_INSERT = 250;
/**
 * What PostgreSQL cannot store in text (U+0000, which a glyph without a Unicode value often reads as, and half of
 * a surrogate pair): stored as U+FFFD, one for one, so that every run's offsets still hold.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The page layouts of an organization's documents (table page_layouts): written at ingestion, read to show where
 * a quoted sentence lies, deleted with the document's chunks. Every statement names the organization.
 */
@Injectable()
export class PageLayoutStore {
  constructor(private readonly db: DataSource) {}

  async get(organizationId: string, documentId: string, page: number): Promise<PageLayout | null> {
    const [row] = await this.db.query(
      'SELECT page, width, height, text, runs FROM page_layouts WHERE organization_id = $1 AND document_id = $2 AND page = $3',
      [organizationId, documentId, page],
    );
    if (!row) return null;
    const runs: TextRun[] = typeof row.runs === 'string' ? JSON.parse(row.runs) : row.runs;
    return { page: Number(row.page), width: Number(row.width), height: Number(row.height), text: row.text, runs };
  }

  /** Replaces the document's layouts with these (a document processed again keeps no stale page). */
  async replace(organizationId: string, documentId: string, layouts: PageLayout[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.remove(tx, organizationId, documentId);
      for (let i = 0; i < layouts.length; i += PAGES_PER_INSERT) {
        const batch = layouts.slice(i, i + PAGES_PER_INSERT);
        await tx.query(
          `INSERT INTO page_layouts (organization_id, document_id, page, width, height, text, runs)
           SELECT $1, $2, l.page, l.width, l.height, l.text, l.runs::jsonb
           FROM unnest($3::int[], $4::real[], $5::real[], $6::text[], $7::text[]) AS l(page, width, height, text, runs)`,
          [
            organizationId,
            documentId,
            batch.map((l) => l.page),
            batch.map((l) => l.width),
            batch.map((l) => l.height),
            batch.map((l) => l.text.replace(UNSTORABLE, '\uFFFD')),
            batch.map((l) => JSON.stringify(l.runs)),
          ],
        );
      }
    });
  }

  async forget(organizationId: string, documentId: string): Promise<void> {
    await this.remove(this.db.manager, organizationId, documentId);
  }

  private async remove(db: EntityManager, organizationId: string, documentId: string): Promise<void> {
    await db.query('DELETE FROM page_layouts WHERE organization_id = $1 AND document_id = $2', [organizationId, documentId]);
  }
}
