import 'reflect-metadata';
import * as common from '@nestjs/common';
import * as core from '@nestjs/core';

// For test/support/cjs-requires-esm.cjs: the CommonJS packages that require NestJS get these (the instances the
// tests' ES modules use). Jest cannot require an ES module on Node < 24.9; Node itself can (20.19+).
(globalThis as { __nestEsm?: Record<string, unknown> }).__nestEsm = { '@nestjs/common': common, '@nestjs/core': core };
