// Preloaded into the built API by tests (node --import): once the file named by PAGEWISE_TEST_STUCK_FILE exists,
// the next statement the embedded database runs never returns and holds its thread, as PGlite does after a
// write-ahead-log write the disk refused (docs/hardening.md).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const marker = process.env.PAGEWISE_TEST_STUCK_FILE;
if (marker) {
  // typeorm-pglite loads PGlite's CommonJS build: that is the class whose sessions the API uses.
  const { PGlite } = createRequire(new URL('../../package.json', import.meta.url))('@electric-sql/pglite');
  const run = PGlite.prototype.execProtocolRawSync;
  PGlite.prototype.execProtocolRawSync = function (message, options) {
    if (existsSync(marker)) for (;;);
    return run.call(this, message, options);
  };
}
