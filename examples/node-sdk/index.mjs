// Upload a PDF, wait until it is searchable (printing progress), ask a question, stream a follow-up that reads
// the conversation so far, then page through the conversation from the history.
//   PAGEWISE_API_KEY=pw_sk_… [PAGEWISE_BASE_URL=http://localhost:8000] node index.mjs [file.pdf] ["question"] ["follow-up"]
import { fileURLToPath } from 'node:url';
import { Pagewise, PagewiseError, createSessionId } from '@pagewise/sdk';
import { fileFromPath } from '@pagewise/sdk/node';

const sample = fileURLToPath(new URL('../handbook.pdf', import.meta.url));
const [pdfPath = sample, question = 'How long do refunds take?', followUp = 'And how many days of leave do staff get?'] =
  process.argv.slice(2);
if (!process.env.PAGEWISE_API_KEY) {
  console.error('Usage: PAGEWISE_API_KEY=pw_sk_… node index.mjs [file.pdf] ["question"] ["follow-up"]');
  process.exit(2);
}

const client = new Pagewise({
  apiKey: process.env.PAGEWISE_API_KEY,
  baseURL: process.env.PAGEWISE_BASE_URL ?? 'http://localhost:8000',
});

try {
  // 1. Upload, then poll until processed; onProgress sees each poll.
  const uploaded = await client.documents.upload({ file: await fileFromPath(pdfPath) });
  console.log(`Uploaded ${uploaded.name} (${uploaded.id})`);
  const document = await client.documents.waitUntilProcessed(uploaded.id, {
    pollInterval: 500,
    onProgress: ({ status, progress }) =>
      console.log(progress ? `  ${progress.stage} ${progress.done}/${progress.total}` : `  ${status}`),
  });
  console.log(`Ready: ${document.pages} pages\n`);

  // 2. Ask: the whole answer at once, with the pages it cites.
  const sessionId = createSessionId();
  const reply = await client.chat.send({ message: question, session_id: sessionId });
  console.log(`Q: ${question}\nA: ${reply.answer}`);
  printSources(reply.source_documents);

  // 3. Stream a follow-up token by token; `context: true` lets it read the turns before it.
  process.stdout.write(`\nQ: ${followUp}\nA: `);
  const stream = client.chat.stream({ message: followUp, session_id: sessionId, context: true });
  for await (const token of stream) process.stdout.write(token);
  console.log('');
  printSources(stream.sources ?? []);

  // 4. Page through the conversation, one turn per page, the way a long history is read.
  console.log('\nHistory:');
  let pages = 0;
  let total = 0;
  for await (const page of client.chat.history({ session_id: sessionId, limit: 1 })) {
    pages += 1;
    total = page.total;
    for (const turn of page.messages) console.log(`  page ${pages}: ${turn.timestamp}  ${turn.message}`);
  }
  console.log(`This conversation has ${total} message(s), read in ${pages} page(s).`);
} catch (error) {
  if (!PagewiseError.isInstance(error)) throw error;
  console.error(`${error.name}: ${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`);
  process.exitCode = 1;
}

function printSources(sources) {
  for (const source of sources) {
    console.log(`  [${source.name}, page ${source.page}, confidence ${source.confidence.toFixed(2)}] ${source.snippet}`);
  }
}
