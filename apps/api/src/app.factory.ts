import type { NestExpressApplication } from '@nestjs/platform-express';
import { NestFactory } from '@nestjs/core';
import cookieParser from 'cookie-parser';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { corsFor } from './common/http/cors.js';
import { AllExceptionsFilter } from './common/http/exception.filter.js';
import { requestId } from './common/http/request-id.js';
import { createValidationPipe } from './common/http/validation.pipe.js';
import { NestPinoLogger } from './common/logging/logger.js';
import { buildOpenApi } from './openapi/openapi.js';
import { OpenApiDocument } from './openapi/openapi-document.js';

/** Builds the configured application; main.ts listens on it, tests boot the very same thing. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
    abortOnError: false,
  });
  app.set('trust proxy', config.http.trustProxy);
  app.disable('x-powered-by');
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    requestId(req, res);
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => requestId(req, res),
      autoLogging: { ignore: (req) => req.url === '/health' },
    }),
  );
  // An API (and the widget script) is fetched cross-origin by design; CORS, not CORP, guards reading.
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.enableCors(corsFor(config.http.siteOrigins));
  app.use(express.json({ limit: `${config.http.bodyLimitKb}kb` }));
  app.use(express.urlencoded({ extended: false, limit: `${config.http.bodyLimitKb}kb` }));
  app.use(cookieParser());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  await app.init();
  app.get(OpenApiDocument).set(buildOpenApi(app, config.http.publicUrl));
  return app;
}
