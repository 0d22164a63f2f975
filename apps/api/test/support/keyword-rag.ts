import type { DataSource } from 'typeorm';
import { TableMaintenance } from '../../src/database/table-maintenance.js';
import { ExtractiveAnswerModel } from '../../src/rag/answering/extractive-answer-model.js';
import { DocumentOverviews } from '../../src/rag/overview/document-overviews.js';
import { PageLayoutStore } from '../../src/rag/parsing/page-layout.store.js';
import type { PdfParser } from '../../src/rag/parsing/pdf-parser.port.js';
import { RagService } from '../../src/rag/rag.service.js';
import { ChunkStore } from '../../src/rag/retrieval/chunk-store.js';
import { KeywordRetriever } from '../../src/rag/retrieval/keyword-retriever.js';
import { PassageRetriever } from '../../src/rag/retrieval/passage-retriever.js';

/** The engine as the embedded default wires it: keyword retrieval only, extractive answers. */
export function keywordRag(db: DataSource, parser: PdfParser): RagService {
  return new RagService(parser, new ChunkStore(db, new TableMaintenance(db)), new PassageRetriever(db, new KeywordRetriever(db), null, null), new ExtractiveAnswerModel(), new DocumentOverviews(db), new PageLayoutStore(db), null, null);
}
