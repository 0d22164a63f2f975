import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An organization's setting for scanned pages (OCR): on or off, and the languages its documents are in (null:
 * all its plan allows). No row: OCR on, in the plan's languages.
 */
export class OrganizationOcr1763800700000 implements MigrationInterface {
  name = 'OrganizationOcr1763800700000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ocr_settings (
        organization_id uuid PRIMARY KEY REFERENCES organizations(id) ON DELETE CASCADE,
        enabled boolean NOT NULL DEFAULT true,
        languages jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE ocr_settings');
  }
}
