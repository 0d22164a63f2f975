// Preloaded into the API by run.mjs when BENCH_SQL_TIMES=1 (PGlite only): how long PGlite spent executing each
// statement, timed around its protocol calls in the API process (one statement's Parse, Bind, Execute and Sync
// all count toward it), written as JSON to $PAGEWISE_BENCH_SQL_TIMES when the process exits.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const out = process.env.PAGEWISE_BENCH_SQL_TIMES;
if (out) {
  const require = createRequire(fileURLToPath(new URL('../../apps/api/package.json', import.meta.url)));
  const { PGlite } = require('@electric-sql/pglite');
  const times = new Map();
  const decoder = new TextDecoder();
  let current = '(unknown)';
  // The SQL of a Parse ('P': name, then query) or simple Query ('Q') message, if the buffer holds one.
  const sqlOf = (bytes) => {
    for (let i = 0; i + 5 <= bytes.length; ) {
      const type = bytes[i];
      const length = ((bytes[i + 1] << 24) | (bytes[i + 2] << 16) | (bytes[i + 3] << 8) | bytes[i + 4]) >>> 0;
      if (type === 0x50 || type === 0x51) {
        let start = i + 5;
        if (type === 0x50) start = bytes.indexOf(0, start) + 1;
        return decoder.decode(bytes.subarray(start, bytes.indexOf(0, start)));
      }
      if (length < 4) break;
      i += 1 + length;
    }
    return null;
  };
  const execute = PGlite.prototype.execProtocolRawSync;
  PGlite.prototype.execProtocolRawSync = function (message) {
    const sql = sqlOf(message);
    if (sql) current = sql.replace(/\s+/g, ' ').trim().slice(0, 100);
    const started = performance.now();
    try {
      return execute.call(this, message);
    } finally {
      const entry = times.get(current) ?? { ms: 0, calls: 0 };
      entry.ms += performance.now() - started;
      entry.calls += 1;
      times.set(current, entry);
    }
  };
  process.on('exit', () => writeFileSync(out, JSON.stringify([...times].map(([sql, t]) => ({ sql, ...t })))));
}
