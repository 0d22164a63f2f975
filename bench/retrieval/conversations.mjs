// The conversation benchmark: sessions of two turns from data/conversations-dev.json, asked with context through
// POST /v1/chat (`session_id`, `context: true`) on the 16 PDFs, each second question also asked alone in a fresh
// session. `npm run bench:conversations` (builds the API first); `--in-process` drives the engine directly
// (harness/engine.mjs: faster, for development), with the first turn's answer as the session's history.
// Figures per fold (cross-validation folds by article, as bench:retrieval's):
// - off-topic after on-topic: refused in the session, refused fresh, and of those refused fresh the share also
//   refused in the session;
// - same page, pronoun follow-ups: the second question answered from the right page (not "not found", and a
//   source on the right PDF and page), in the session and fresh (for pronouns, also the original question fresh).
// Data: SQuAD v1.1 development questions, CC BY-SA 4.0 (data/README.md). PERSIST=file writes every reply.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { client, createOrganization, startApi } from './api-client.mjs';
import { makePdfs } from './make-pdfs.mjs';
import { FOLDS, isHit, isNotFound, offTopicQuestions } from './scoring.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const inProcess = process.argv.includes('--in-process');

/** Every reply: { answer, answer_status, source_documents }. */
async function withApi(made, run) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-'));
  let server;
  try {
    const key = createOrganization(dataDir);
    server = await startApi(dataDir);
    const api = client(server.url, key);
    const ids = [];
    for (const m of made) ids.push((await api.upload(m.file, m.name)).id);
    for (const id of ids) while ((await api.document(id)).status !== 'processed') await new Promise((r) => setTimeout(r, 100));
    return await run({
      fresh: (question) => api.chat(question),
      session: () => {
        const session_id = `session_${randomUUID()}`;
        return (question) => api.chat(question, { session_id, context: true });
      },
    });
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withEngine(run) {
  const { startEngine } = await import('./harness/engine.mjs');
  const engine = await startEngine();
  const ask = async (question, history) => {
    let done;
    for await (const e of engine.rag.answer({ organizationId: engine.org, question, history, language: 'en' })) if (e.type === 'done') done = e;
    return { answer: done.answer, answer_status: done.status, source_documents: done.sources };
  };
  try {
    return await run(
      {
        fresh: (question) => ask(question),
        session: () => {
          const history = [];
          return async (question) => {
            const reply = await ask(question, history.length ? [...history] : undefined);
            history.push({ message: question, response: reply.answer, sources: reply.source_documents });
            return reply;
          };
        },
      },
      engine.made,
    );
  } finally {
    await engine.close();
  }
}

const answeredFrom = (reply, expected) => !isNotFound(reply) && reply.source_documents.some((s) => isHit(s, expected));
const topFrom = (reply, expected) => !isNotFound(reply) && reply.source_documents[0] !== undefined && isHit(reply.source_documents[0], expected);

async function score(chat, made) {
  const sessions = JSON.parse(readFileSync(join(here, 'data/conversations-dev.json'), 'utf8'));
  const byArticle = new Map(made.map((m, index) => [m.article.squad_title, { ...m, fold: index % FOLDS }]));
  const offTopicFold = new Map(offTopicQuestions().map((q) => [q.question, q.fold]));
  const expectedOf = (t) => ({ name: byArticle.get(t.article).name, pages: byArticle.get(t.article).paragraphPages[t.paragraph_index] });
  const rows = [];
  for (const s of sessions) {
    const [first, second] = s.turns;
    const ask = chat.session();
    await ask(first.question);
    const inSession = await ask(second.question);
    const fresh = await chat.fresh(second.question);
    if (s.kind === 'offtopic-after') {
      rows.push({ id: s.id, kind: s.kind, fold: offTopicFold.get(second.question), question: second.question, refused: isNotFound(inSession), refusedFresh: isNotFound(fresh), inSession });
      continue;
    }
    const expected = expectedOf(second);
    const row = { id: s.id, kind: s.kind, fold: byArticle.get(second.article).fold, question: second.question, expected, answered: answeredFrom(inSession, expected), top: topFrom(inSession, expected), answeredFresh: answeredFrom(fresh, expected), inSession };
    if (s.kind === 'pronoun') row.originalFresh = answeredFrom(await chat.fresh(second.original), expected);
    rows.push(row);
  }
  return rows;
}

function report(rows) {
  const share = (list, key) => (list.length ? list.filter((r) => r[key]).length / list.length : NaN);
  const f3 = (x) => (Number.isNaN(x) ? '–' : x.toFixed(3));
  const groups = [...Array.from({ length: FOLDS }, (_, fold) => [`${fold + 1}`, (r) => r.fold === fold]), ['all', () => true]];
  console.log(`\nConversations (data/conversations-dev.json), ${inProcess ? 'in process' : 'POST /v1/chat with session_id and context: true'}, the 16 PDFs in one organization\n`);
  console.log('| fold | off-topic after on-topic: refused in session / fresh / kept refused | same page: answered from it in session / fresh | pronoun follow-ups: from the right page in session / top source / pronoun fresh / original fresh |');
  console.log('|---|---|---|---|');
  for (const [name, test] of groups) {
    const of = (kind) => rows.filter((r) => r.kind === kind && test(r));
    const off = of('offtopic-after');
    const kept = off.filter((r) => r.refusedFresh);
    const page = of('same-page');
    const pronoun = of('pronoun');
    console.log(
      `| ${name} | ${f3(share(off, 'refused'))} / ${f3(share(off, 'refusedFresh'))} / ${f3(share(kept, 'refused'))} (${off.length}) | ${f3(share(page, 'answered'))} / ${f3(share(page, 'answeredFresh'))} (${page.length}) | ${f3(share(pronoun, 'answered'))} / ${f3(share(pronoun, 'top'))} / ${f3(share(pronoun, 'answeredFresh'))} / ${f3(share(pronoun, 'originalFresh'))} (${pronoun.length}) |`,
    );
  }
}

const rows = inProcess
  ? await withEngine((chat, made) => score(chat, made))
  : await (async () => {
      const made = await makePdfs(join(here, '../.work/retrieval/pdfs'));
      return withApi(made, (chat) => score(chat, made));
    })();
report(rows);
if (process.env.PERSIST) writeFileSync(process.env.PERSIST, JSON.stringify(rows, null, 1));
