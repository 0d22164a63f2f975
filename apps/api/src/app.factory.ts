import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import express from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { answerClientErrors } from './common/http/client-errors.js';
import { corsFor } from './common/http/cors.js';
import { ExpressObjectsAdapter } from './common/http/express-objects.adapter.js';
import { AllExceptionsFilter } from './common/http/exception.filter.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { type LogDestination, REQUEST_LOG } from './common/logging/logger.js';
import { buildOpenApi } from './openapi/openapi.js';
import { OpenApiDocument } from './openapi/openapi-document.js';

/**
 * Builds the configured application; main.ts listens on it, tests boot the very same thing (passing a stream
 * as `logs` to read what it logs). The request log is mounted here, first; body parsing is Nest middleware
 * (common/http/request-body.module.ts).
 */
export async function createApp(config: AppConfig, logs: LogDestination = 1): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logs), new ExpressObjectsAdapter(), {
    bufferLogs: true,
    bodyParser: false,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  // First, so that requests refused by any later middleware (413, malformed JSON, CORS) are logged too; the
  // request log gives each request its id (genReqId: requestId).
  app.use(app.get<express.RequestHandler>(REQUEST_LOG));
  // An API (and the widget script) is fetched cross-origin by design; CORS, not CORP, guards reading.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.enableCors(corsFor(config.http.siteOrigins));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  await app.init();
  answerClientErrors(app.getHttpServer());
  app.get(OpenApiDocument).set(() => buildOpenApi(app, config.http.publicUrl));
  return app;
}
