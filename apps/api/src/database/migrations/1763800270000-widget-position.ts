import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Where the widget's launcher sits; null means the default (bottom-right). Same SQL on PGlite and PostgreSQL. */
export class WidgetPosition1763800270000 implements MigrationInterface {
  name = 'WidgetPosition1763800270000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE widget_settings ADD COLUMN position text CHECK (position IN ('bottom-right', 'bottom-left'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE widget_settings DROP COLUMN position');
  }
}
