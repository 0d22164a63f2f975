import type { MigrationInterface, QueryRunner } from 'typeorm';

export class KeysWidgetSettings1763800200001 implements MigrationInterface {
  name = 'KeysWidgetSettings1763800200001';

  async up(db: QueryRunner): Promise<void> {
    // One row per organization that changed the widget's look; absent rows mean the defaults.
    await db.query(`
      CREATE TABLE widget_settings (
        organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
        title text,
        greeting text,
        accent_color text,
        theme text CHECK (theme IN ('light', 'dark', 'auto')),
        hide_badge boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE widget_settings');
  }
}
