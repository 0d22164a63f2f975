import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether links in the widget's answers may be followed. Answers are made of the documents' text, so a link in
 * one was written by whoever uploaded a document; off unless the owner turns it on (docs/widget.md). Same SQL on
 * PGlite and PostgreSQL.
 */
export class WidgetLinksClickable1763801600001 implements MigrationInterface {
  name = 'WidgetLinksClickable1763801600001';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE widget_settings ADD COLUMN links_clickable boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE widget_settings DROP COLUMN links_clickable');
  }
}
