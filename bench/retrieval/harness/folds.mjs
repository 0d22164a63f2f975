// The cross-validated figures as tables: collects the evidence (running the engine in process) and prints
// the folds, the pooled out-of-fold figures and the reliability table. Used by fit-confidence.mjs and by the
// benchmark of record (../run.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { crossValidate, reliability } from './cross-validate.mjs';
import { startEngine } from './engine.mjs';
import { answerer, collectEvidence } from './evidence.mjs';

export const LAYOUTS = {
  together: 'Several documents: the 16 PDFs in one organization',
  alone: 'One document: each PDF alone in an organization (as on the Free plan)',
};

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

const f3 = (x) => (Number.isNaN(x) ? '–' : x.toFixed(3));

/** Cross-validates on the rows and prints the folds and the reliability table; returns the scored rows. */
export async function printFolds(rows) {
  const { folds, pooled, scored } = crossValidate(rows, await answerer());
  console.log('| fold | articles (answerable; off-topic) | hit@5 | hit@1 | threshold | answered | answer contains gold | off-topic abstain | off-topic AUROC | look-alike abstain | look-alike AUROC |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const f of folds) {
    console.log(
      `| ${f.fold + 1} | ${f.articles} | ${f3(f.hit5)} | ${f3(f.hit1)} | ${f.threshold.toFixed(2)} | ${f3(f.answered)} | ${f3(f.gold)} | ${f3(f.offTopicAbstain)} | ${f3(f.offTopicAuroc)} | ${f3(f.lookAlikeAbstain)} | ${f3(f.lookAlikeAuroc)} |`,
    );
  }
  console.log(`| all, out of fold | | ${f3(pooled.hit5)} | ${f3(pooled.hit1)} | | ${f3(pooled.answered)} | ${f3(pooled.gold)} | ${f3(pooled.offTopicAbstain)} | ${f3(pooled.offTopicAuroc)} | ${f3(pooled.lookAlikeAbstain)} | ${f3(pooled.lookAlikeAuroc)} |`);
  console.log('\nReliability, out of fold: the sources chat shows (answered questions), and every top-5 passage of every question:\n');
  console.log('| confidence | sources shown | mean confidence | share right | all passages | mean confidence | share right |');
  console.log('|---|---|---|---|---|---|---|');
  const all = reliability(scored);
  const shown = new Map(reliability(scored, { shown: true }).map((b) => [b.range, b]));
  for (const b of all) {
    const s = shown.get(b.range);
    const cells = s ? `${s.passages} | ${s.mean.toFixed(2)} | ${s.right.toFixed(2)}` : '0 | – | –';
    console.log(`| ${b.range} | ${cells} | ${b.passages} | ${b.mean.toFixed(2)} | ${b.right.toFixed(2)} |`);
  }
  return scored;
}
