// Upload a PDF, wait until it is searchable, stream an answer with its sources, then print the conversation.
//   PAGEWISE_API_KEY=pw_sk_… [PAGEWISE_BASE_URL=http://localhost:8000] node index.mjs ./handbook.pdf ["question"]
import { Pagewise, PagewiseError, createSessionId } from '@pagewise/sdk';
import { fileFromPath } from '@pagewise/sdk/node';

const [pdfPath, question = 'What is this document about?'] = process.argv.slice(2);
if (!process.env.PAGEWISE_API_KEY || !pdfPath) {
  console.error('Usage: PAGEWISE_API_KEY=pw_sk_… node index.mjs <file.pdf> ["question"]');
  process.exit(2);
}

const client = new Pagewise({
  apiKey: process.env.PAGEWISE_API_KEY,
  baseURL: process.env.PAGEWISE_BASE_URL ?? 'http://localhost:8000',
});

try {
  const uploaded = await client.documents.upload({ file: await fileFromPath(pdfPath) });
  console.log(`Uploaded ${uploaded.name} (${uploaded.id})`);
  const document = await client.documents.waitUntilProcessed(uploaded.id, {
    pollInterval: 500,
    onProgress: ({ status, progress }) =>
      console.log(progress ? `  ${progress.stage} ${progress.done}/${progress.total}` : `  ${status}`),
  });
  console.log(`Ready: ${document.pages} pages\n`);

  const sessionId = createSessionId();
  console.log(`Q: ${question}\nA: `);
  const stream = client.chat.stream({ message: question, session_id: sessionId });
  for await (const token of stream) process.stdout.write(token);
  console.log('\n');
  for (const source of stream.sources ?? []) {
    console.log(`  [${source.name}, page ${source.page}, confidence ${source.confidence.toFixed(2)}]`);
  }

  const { messages, total } = await client.chat.history({ session_id: sessionId });
  console.log(`\nThis conversation has ${total} message(s); the first asked: "${messages[0]?.message}"`);
} catch (error) {
  if (!PagewiseError.isInstance(error)) throw error;
  console.error(`${error.name}: ${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`);
  process.exitCode = 1;
}
