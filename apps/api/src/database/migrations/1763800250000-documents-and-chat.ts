import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Documents with their file bytes, the durable ingestion queue, and stored chat turns. */
export class DocumentsAndChat1763800250000 implements MigrationInterface {
  name = 'DocumentsAndChat1763800250000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        name text NOT NULL,
        status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'processed', 'failed')),
        file_size integer NOT NULL,
        pages integer,
        chunks integer,
        progress jsonb,
        error text,
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        processing_completed_at timestamptz
      )`);
    await db.query('CREATE INDEX documents_organization_idx ON documents (organization_id, uploaded_at)');

    await db.query(`
      CREATE TABLE document_files (
        document_id uuid PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
        bytes bytea NOT NULL
      )`);

    // One job per document; a worker holds it while lease_until lies ahead and renews it as it works.
    await db.query(`
      CREATE TABLE ingestion_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL UNIQUE REFERENCES documents(id) ON DELETE CASCADE,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        run_after timestamptz NOT NULL DEFAULT now(),
        locked_by text,
        lease_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX ingestion_jobs_ready_idx ON ingestion_jobs (state, run_after) WHERE state IN ('queued', 'running')`);

    await db.query(`
      CREATE TABLE chat_turns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        api_key_id uuid,
        session_id text NOT NULL,
        message text NOT NULL,
        response text NOT NULL DEFAULT '',
        source_documents jsonb NOT NULL DEFAULT '[]',
        prompt_tokens integer NOT NULL DEFAULT 0,
        completion_tokens integer NOT NULL DEFAULT 0,
        total_tokens integer NOT NULL DEFAULT 0,
        metadata jsonb,
        status text NOT NULL CHECK (status IN ('complete', 'interrupted', 'failed')),
        error text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await db.query('CREATE INDEX chat_turns_session_idx ON chat_turns (organization_id, session_id, created_at)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE chat_turns');
    await db.query('DROP TABLE ingestion_jobs');
    await db.query('DROP TABLE document_files');
    await db.query('DROP TABLE documents');
  }
}
