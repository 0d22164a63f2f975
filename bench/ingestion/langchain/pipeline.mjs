// The yardstick: LangChain.js reading, splitting and indexing the same PDFs in memory, in this process.
// PDFLoader (pdf-parse, one Document per page) → RecursiveCharacterTextSplitter (about 120 words a chunk,
// as the API's chunks) → BM25Retriever over all chunks. Prints one JSON line: { ms, pages, chunks }.
import { PDFLoader } from '@langchain/community/document_loaders/fs/pdf';
import { BM25Retriever } from '@langchain/community/retrievers/bm25';
import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';

export async function langchainPipeline(files) {
  const started = performance.now();
  const splitter = new RecursiveCharacterTextSplitter({ chunkSize: 800, chunkOverlap: 100 });
  const pages = [];
  for (const file of files) pages.push(...(await new PDFLoader(file).load()));
  const chunks = await splitter.splitDocuments(pages);
  const retriever = BM25Retriever.fromDocuments(chunks, { k: 5 });
  // One question, so the index is really built and usable.
  await retriever.invoke('When was the university founded?');
  return { ms: performance.now() - started, pages: pages.length, chunks: chunks.length };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(JSON.stringify(await langchainPipeline(process.argv.slice(2))));
}
