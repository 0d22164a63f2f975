import { setFlagsFromString } from 'node:v8';

/**
 * How much of a WebAssembly function V8 runs on its baseline code (Liftoff) before it compiles it again with
 * TurboFan: V8's "rough approximation of bytes executed", 1,800,000 by default, here 60,000,000.
 *
 * PGlite is PostgreSQL compiled to 9 MB of WebAssembly. With V8's default, the first few hundred statements of a
 * new process send hundreds of PostgreSQL's functions to TurboFan at once: about half a second of compiling on
 * background threads during a process's first batch of uploads, which on two cores takes the cores the batch
 * needs. With a budget 33 times larger, only the functions that stay hot are compiled, and they still are: a
 * question or an upload costs the same once the process has run a little while (docs/retrieval.md, Ingestion speed).
 */
export const WASM_TIERING_BUDGET = 60_000_000;

/** The V8 flag to set, or null when the operator already chose a budget (node's options or NODE_OPTIONS). */
export function wasmTieringFlag(execArgv: readonly string[], nodeOptions = ''): string | null {
  const chosen = [...execArgv, ...nodeOptions.split(/\s+/)].some((arg) => /^--wasm[-_]tiering[-_]budget\b/.test(arg));
  return chosen ? null : `--wasm-tiering-budget=${WASM_TIERING_BUDGET}`;
}

/** Sets the budget for the WebAssembly compiled from now on in this process (PGlite compiles its module as it opens). */
export function tuneWasmTiering(): void {
  const flag = wasmTieringFlag(process.execArgv, process.env.NODE_OPTIONS);
  if (flag) setFlagsFromString(flag);
}
