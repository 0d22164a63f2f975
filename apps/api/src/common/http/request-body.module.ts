import { Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import express from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { checkBodyShape } from './body-shape.js';

/**
 * JSON, form and cookie parsing as Nest middleware rather than `app.use()`: global modules' middleware runs
 * first, so the request log (nestjs-pino's) also records requests these refuse (413, malformed JSON, and the
 * shapes checkBodyShape refuses).
 */
@Module({})
export class RequestBodyModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    const limit = `${this.config.http.bodyLimitKb}kb`;
    consumer
      .apply(express.json({ limit, reviver: wellFormed }), express.urlencoded({ extended: false, limit }), checkBodyShape, cookieParser())
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}

/**
 * JSON may spell lone UTF-16 surrogates ("\udfff"), which are no text: validators that encode them throw
 * (validator's isEmail calls encodeURI) and storage would turn them into U+FFFD anyway. Each one becomes U+FFFD
 * here, once, for every route (docs/hardening.md).
 */
function wellFormed(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? (value as string & { toWellFormed(): string }).toWellFormed() : value;
}
