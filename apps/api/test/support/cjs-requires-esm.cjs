// Jest transform for CommonJS packages that require('@nestjs/common' | '@nestjs/core'), which are ES modules
// from NestJS 12 on (@nestjs/throttler 6). Node 20.19+ loads them with require(); Jest's module runtime only on
// Node 24.9+. Here the require is answered with the module the tests already imported (test/support/setup.ts),
// so the package and the application share one instance of each.
module.exports = {
  process(source) {
    return { code: source.replace(/require\("(@nestjs\/(?:common|core))"\)/g, 'globalThis.__nestEsm["$1"]') };
  },
};
