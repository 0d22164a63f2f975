// Fits the engine's abstention and confidence curves and shows what they are worth, cross-validated by article:
//   node bench/retrieval/harness/fit-confidence.mjs                  (runs the engine in process, about two minutes)
//   node bench/retrieval/harness/fit-confidence.mjs together.json alone.json   (evidence saved with DUMP=prefix)
// Both regimes: the 16 PDFs in one organization ('several' documents), and each PDF alone in its own ('one').
// Prints, per regime, the folds, the pooled out-of-fold figures, the reliability table, and the coefficients
// fitted on all folds for apps/api/src/rag/answering/answerability.ts and apps/api/src/rag/retrieval/confidence.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { coefficients, crossValidate, fitModels, regimeOf, reliability } from './cross-validate.mjs';
import { startEngine } from './engine.mjs';
import { answerer, collectEvidence } from './evidence.mjs';

/** Evidence rows for one layout of the PDFs: read from a file, or collected by running the engine. */
export async function evidenceFor(layout, file) {
  if (file) return JSON.parse(readFileSync(file, 'utf8'));
  const engine = await startEngine({ layout });
  try {
    const rows = await collectEvidence(engine);
    if (process.env.DUMP) writeFileSync(`${process.env.DUMP}-${layout}.json`, JSON.stringify(rows));
    return rows;
  } finally {
    await engine.close();
  }
}

const answer = await answerer();
for (const [layout, file] of [['together', process.argv[2]], ['alone', process.argv[3]]]) {
  const rows = await evidenceFor(layout, file);
  console.log(`\n## ${regimeOf(rows) === 'several' ? 'Several documents (the 16 PDFs in one organization)' : 'One document (each PDF alone in an organization)'}\n`);
  report(rows, answer);
}

function report(rows, answer) {
const { folds, pooled, scored } = crossValidate(rows, answer);
const f3 = (x) => x.toFixed(3);
console.log('| fold | articles | threshold | answered | answer contains gold | off-topic abstain | off-topic AUROC | look-alike abstain | look-alike AUROC |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const f of folds) {
  console.log(`| ${f.fold + 1} | ${f.articles.join(', ')} | ${f.threshold.toFixed(2)} | ${f3(f.answered)} | ${f3(f.gold)} | ${f3(f.offTopicAbstain)} | ${f3(f.offTopicAuroc)} | ${Number.isNaN(f.lookAlikeAbstain) ? '–' : f3(f.lookAlikeAbstain)} | ${Number.isNaN(f.lookAlikeAuroc) ? '–' : f3(f.lookAlikeAuroc)} |`);
}
console.log(`| all (out of fold) | | | ${f3(pooled.answered)} | ${f3(pooled.gold)} | ${f3(pooled.offTopicAbstain)} | ${f3(pooled.offTopicAuroc)} | ${f3(pooled.lookAlikeAbstain)} | ${f3(pooled.lookAlikeAuroc)} |`);

console.log('\n| confidence | passages | mean confidence | share right |\n|---|---|---|---|');
for (const b of reliability(scored)) console.log(`| ${b.range} | ${b.passages} | ${b.mean.toFixed(2)} | ${b.right.toFixed(2)} |`);

const all = fitModels(rows);
const regime = regimeOf(rows);
console.log(`\nANSWERABILITY.${regime} = { coefficients: ${JSON.stringify(coefficients(all.names.answerability, all.answerability))}, threshold: ${all.threshold.toFixed(2)} }`);
console.log(`CONFIDENCE.${regime} = ${JSON.stringify(coefficients(all.names.confidence, all.confidence))}`);
}
