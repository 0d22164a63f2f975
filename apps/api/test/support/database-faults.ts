import type { DataSource } from 'typeorm';

export interface ChunkFault {
  /** SQLSTATE the database raises, e.g. 23514 (check violation) or 40001 (serialization failure). */
  sqlstate: string;
  message: string;
  /** Raised on the document's attempts up to this one; later attempts go through. */
  untilAttempt: number;
}

/**
 * Real database errors on demand: a trigger on `chunks` raises the fault registered for the document's name
 * while its ingestion job is on an attempt the fault covers.
 */
export class ChunkFaults {
  constructor(private readonly db: DataSource) {}

  async install(): Promise<void> {
    await this.db.query(`CREATE TABLE test_chunk_faults (document_name text PRIMARY KEY, sqlstate text, message text, until_attempt int)`);
    await this.db.query(`
      CREATE FUNCTION test_chunk_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE fault record;
      BEGIN
        SELECT f.sqlstate, f.message INTO fault
          FROM test_chunk_faults f JOIN documents d ON d.name = f.document_name JOIN ingestion_jobs j ON j.document_id = d.id
         WHERE d.id = NEW.document_id AND j.attempts <= f.until_attempt;
        IF FOUND THEN RAISE EXCEPTION USING ERRCODE = fault.sqlstate, MESSAGE = fault.message; END IF;
        RETURN NEW;
      END $$`);
    await this.db.query(`CREATE TRIGGER test_chunk_fault BEFORE INSERT ON chunks FOR EACH ROW EXECUTE FUNCTION test_chunk_fault()`);
  }

  async add(documentName: string, fault: ChunkFault): Promise<void> {
    await this.db.query('INSERT INTO test_chunk_faults VALUES ($1, $2, $3, $4)', [documentName, fault.sqlstate, fault.message, fault.untilAttempt]);
  }

  async clear(documentName: string): Promise<void> {
    await this.db.query('DELETE FROM test_chunk_faults WHERE document_name = $1', [documentName]);
  }
}
