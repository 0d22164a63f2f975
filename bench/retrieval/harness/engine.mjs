// The engine as the embedded default wires it (PGlite, keyword retrieval, extractive answers), driven in
// process with the benchmark's 16 PDFs ingested into one organization. Used by the tuning harnesses.
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makePdfs } from '../make-pdfs.mjs';
import { API_DIST } from '../../support/api-process.mjs';

// PAGEWISE_API_DIST runs the engine of another build (bench/support/api-process.mjs).
const dist = API_DIST;
export const load = (p) => import(join(dist, p));
Logger.overrideLogger(['warn', 'error']); // no app logger here: Nest's console logger, warnings and errors only

/**
 * Opens an embedded database, ingests the PDFs and returns the engine's parts; call close() when done.
 * layout 'together': one organization holds all 16 PDFs (the benchmark); 'alone': one organization per PDF
 * (as on the Free plan), to fit and check what the engine does when it has a single document to go on.
 */
export async function startEngine({ ranking, correctSpelling, layout = 'together' } = {}) {
  const { loadConfig } = await load('config/load-config.js');
  const { dataSourceOptions, openDatabase } = await load('database/data-source.js');
  const { WorkerPdfParser } = await load('rag/parsing/worker-pdf-parser.js');
  const { ChunkStore } = await load('rag/retrieval/chunk-store.js');
  const { TableMaintenance } = await load('database/table-maintenance.js');
  const { KeywordRetriever } = await load('rag/retrieval/keyword-retriever.js');
  const { PassageRetriever } = await load('rag/retrieval/passage-retriever.js');
  const { ExtractiveAnswerModel } = await load('rag/answering/extractive-answer-model.js');
  const { RagService } = await load('rag/rag.service.js');
  const { DocumentOverviews } = await load('rag/overview/document-overviews.js');
  const { PageLayoutStore } = await load('rag/parsing/page-layout.store.js');

  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-harness-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const db = await openDatabase(dataSourceOptions(config));
  const close = async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const made = await makePdfs(join(dataDir, 'pdfs'));
    const newOrganization = async () => (await db.query(`INSERT INTO organizations (name, plan) VALUES ('Bench', 'enterprise') RETURNING id`))[0].id;
    const org = await newOrganization();
    const organizations = new Map();
    const keyword = new KeywordRetriever(db, { ranking, correctSpelling });
    const retriever = new PassageRetriever(db, keyword, null, null);
    const parser = new WorkerPdfParser({ timeoutMs: 60_000, maxMemoryMb: 512 });
    const rag = new RagService(parser, new ChunkStore(db, new TableMaintenance(db)), retriever, new ExtractiveAnswerModel(), new DocumentOverviews(db), new PageLayoutStore(db), null, null);
    const started = performance.now();
    let chunks = 0;
    for (const m of made) {
      const [{ id }] = await db.query(`SELECT gen_random_uuid() AS id`);
      const organizationId = layout === 'alone' ? await newOrganization() : org;
      organizations.set(m.article.squad_title, organizationId);
      chunks += (await rag.ingest({ organizationId, documentId: id, name: m.name, bytes: readFileSync(m.file) })).chunks;
    }
    /** The organization that holds an article's PDF. */
    const organizationOf = (article) => organizations.get(article) ?? org;
    return { db, org, organizationOf, layout, made, rag, keyword, retriever, chunks, ingestMs: performance.now() - started, close };
  } catch (error) {
    await close();
    throw error;
  }
}
