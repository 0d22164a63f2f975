import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { WEBHOOK_EVENT_SCHEMAS, webhooksSection } from '../webhooks/webhook-event.openapi.js';

/**
 * OpenAPI 3.1 for /v1, generated from the controllers and DTOs (served at GET /v1/openapi.json), with the
 * `webhooks` Pagewise sends to registered endpoints.
 */
export function buildOpenApi(app: INestApplication, serverUrl: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Pagewise API')
    .setDescription('Upload PDFs, then ask questions and get answers that cite the page they came from.')
    .setVersion('1.0.0')
    .addServer(serverUrl)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key: pw_sk_… (server) or pw_pk_… (widget)' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    include: [],
    deepScanRoutes: true,
    extraModels: Object.values(WEBHOOK_EVENT_SCHEMAS).map(([, model]) => model),
  });
  const webhooks = webhooksSection();
  document.webhooks = webhooks as OpenAPIObject['webhooks'];
  document.openapi = '3.1.0';
  // Only the developer API belongs in the public document; the site's /api/auth calls are internal.
  document.paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => path.startsWith('/v1')));
  // Nor do the site's DTOs: keep the schemas the /v1 paths reach.
  const schemas = document.components?.schemas ?? {};
  const kept = new Set<string>();
  const visit = (part: unknown) => {
    for (const [, name] of JSON.stringify(part).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (kept.has(name)) continue;
      kept.add(name);
      visit(schemas[name]);
    }
  };
  visit(document.paths);
  visit(webhooks);
  document.components!.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return document;
}
