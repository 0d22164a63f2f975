import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether widget visitors may open a cited page (its image, with the quoted sentence highlighted). It lets the
 * publishable key read page images of the organization's documents, so it is off unless the owner turns it on
 * (docs/widget.md). Same SQL on PGlite and PostgreSQL.
 */
export class WidgetPageViewer1763801800000 implements MigrationInterface {
  name = 'WidgetPageViewer1763801800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE widget_settings ADD COLUMN page_viewer boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE widget_settings DROP COLUMN page_viewer');
  }
}
