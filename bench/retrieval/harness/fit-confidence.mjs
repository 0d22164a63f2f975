// Fits the engine's abstention and confidence curves and shows what they are worth, cross-validated by article:
//   node bench/retrieval/harness/fit-confidence.mjs                  (runs the engine in process, about two minutes)
//   node bench/retrieval/harness/fit-confidence.mjs together.json alone.json   (evidence saved with DUMP=prefix)
// Both regimes: the 16 PDFs in one organization ('several' documents), and each PDF alone in its own ('one').
// Prints, per regime, the folds, the pooled out-of-fold figures, the reliability table, and the coefficients
// fitted on all folds for apps/api/src/rag/answering/answerability.ts and apps/api/src/rag/retrieval/confidence.ts.
import { coefficients, fitModels, regimeOf } from './cross-validate.mjs';
import { evidenceFor, LAYOUTS, printFolds } from './folds.mjs';

const files = { together: process.argv[2], alone: process.argv[3] };
for (const layout of Object.keys(LAYOUTS)) {
  const rows = await evidenceFor(layout, files[layout]);
  console.log(`\n## ${LAYOUTS[layout]}\n`);
  await printFolds(rows);
  const all = fitModels(rows);
  const regime = regimeOf(rows);
  const answerability = JSON.stringify(coefficients(all.names.answerability, all.answerability));
  console.log(`\nANSWERABILITY.${regime} = { coefficients: ${answerability}, threshold: ${all.threshold.toFixed(2)} }`);
  console.log(`CONFIDENCE.${regime} = ${JSON.stringify(coefficients(all.names.confidence, all.confidence))}`);
}
