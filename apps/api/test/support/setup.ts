import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import * as common from '@nestjs/common';
import * as core from '@nestjs/core';

// For test/support/cjs-requires-esm.cjs: the CommonJS packages that require NestJS get these (the instances the
// tests' ES modules use). Jest cannot require an ES module on Node < 24.9; Node itself can (20.19+).
(globalThis as { __nestEsm?: Record<string, unknown> }).__nestEsm = { '@nestjs/common': common, '@nestjs/core': core };

// PGlite's WebAssembly on V8's baseline compiler only. A test file opens a copy of a migrated database
// (test-database.ts) and runs a few hundred statements at most: with TurboFan, those statements pay for compiling
// PostgreSQL's hot functions on background threads, which on a busy machine made them several times slower
// (a 300 ms lease lapsing in lease-queue.e2e-spec.ts) for no gain in CPU over a file. The API itself keeps V8's
// tiering (database/wasm-tiering.ts); only the JIT tier differs, not what runs.
setFlagsFromString('--liftoff-only');
