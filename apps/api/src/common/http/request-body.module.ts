import { Inject, type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { checkBodyShape } from './body-shape.js';

/**
 * JSON, form and cookie parsing as Nest middleware rather than `app.use()`: global modules' middleware runs
 * first, so the request log (nestjs-pino's) also records requests these refuse (413, malformed JSON, and the
 * shapes checkBodyShape refuses). The four run as one middleware: Nest registers each applied middleware as
 * its own route layer, matched against the path on every request.
 */
@Module({})
export class RequestBodyModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  configure(consumer: MiddlewareConsumer): void {
    const limit = `${this.config.http.bodyLimitKb}kb`;
    consumer
      .apply(inSequence([express.json({ limit }), express.urlencoded({ extended: false, limit }), checkBodyShape, cookieParser()]))
      .forRoutes({ path: '{/*splat}', method: RequestMethod.ALL });
  }
}

/** Express middleware run one after the other as one; the first error goes on to the error handlers. */
export function inSequence(handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, done: NextFunction) => {
    let at = 0;
    const next = (error?: unknown) => {
      if (error !== undefined && error !== null) return done(error);
      const handler = handlers[at++];
      if (!handler) return done();
      try {
        handler(req, res, next);
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}
