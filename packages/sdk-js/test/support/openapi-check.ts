import { type Field, names } from './type-fields.js';

interface Schema {
  properties?: Record<string, unknown>;
  required?: string[];
  allOf?: (Schema | { $ref: string })[];
}

interface OpenApi {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[] }>>;
  components: { schemas: Record<string, Schema> };
}

// The SDK's name for each shape and where the OpenAPI document describes it.
const BODIES: [sdkType: string, schema: string, request: boolean][] = [
  ['ApiKeyCreateParams', 'CreateApiKeyDto', true],
  ['ApiKeyRevokeParams', 'RevokeApiKeyDto', true],
  ['DocumentUploadParams', 'UploadDocumentForm', true],
  ['ChatParams', 'ChatRequestDto', true],
  ['QueryParams', 'QueryRequestDto', true],
  ['Document', 'DocumentSummaryView', false],
  ['DocumentDetail', 'DocumentDetailView', false],
  ['DocumentProgress', 'DocumentProgressView', false],
  ['DocumentDeleteResponse', 'DocumentDeletedView', false],
  ['SourceDocument', 'SourceDocumentView', false],
  ['TokenUsage', 'TokenUsageView', false],
  ['ChatResponse', 'ChatResponseView', false],
  ['ChatHistory', 'ChatHistoryView', false],
  ['ChatHistoryMessage', 'ChatHistoryMessageView', false],
  ['QueryResponse', 'QueryResponseView', false],
  ['QueryResult', 'QueryResultView', false],
  ['ErrorBody', 'ApiErrorView', false],
  ['ApiKey', 'ApiKeyObject', false],
  ['ApiKeyCreateResponse', 'CreatedApiKeyObject', false],
  ['ApiKeyRevokeResponse', 'RevokedApiKeyObject', false],
  ['UsageReport', 'UsageReportObject', false],
  ['UsageDay', 'UsageDayObject', false],
  ['WidgetConfig', 'WidgetConfigObject', false],
];
const QUERIES: [sdkType: string, path: string][] = [
  ['ChatHistoryParams', '/v1/chat/history'],
  ['UsageParams', '/v1/analytics/usage'],
];

export interface Mismatch {
  sdkType: string;
  described: string;
  sdk: string[];
  openapi: string[] | 'missing';
}

/**
 * Differences between src/types.ts and an OpenAPI document: field names of every body that has a schema
 * and of query parameters; for requests also which fields are optional.
 */
export function compareWithOpenApi(document: OpenApi, fieldsOf: (name: string) => Field[]): Mismatch[] {
  const mismatches: Mismatch[] = [];
  const check = (sdkType: string, described: string, openapi: Field[] | undefined, request: boolean) => {
    const sdk = fieldsOf(sdkType);
    const show = (fields: Field[]) => fields.map((f) => (request && f.optional ? `${f.name}?` : f.name)).sort();
    const same = openapi && show(sdk).join() === show(openapi).join();
    if (!same) mismatches.push({ sdkType, described, sdk: show(sdk), openapi: openapi ? show(openapi) : 'missing' });
  };
  for (const [sdkType, schema, request] of BODIES) {
    check(sdkType, `#/components/schemas/${schema}`, schemaFields(document, schema), request);
  }
  for (const [sdkType, path] of QUERIES) {
    const parameters = document.paths[path]?.get?.parameters?.filter((p) => p.in === 'query');
    const fields = parameters?.map((p) => ({ name: p.name, optional: !p.required }));
    check(sdkType, `GET ${path} query`, fields, true);
  }
  return mismatches;
}

function schemaFields(document: OpenApi, name: string): Field[] | undefined {
  const schema = document.components.schemas[name];
  if (!schema) return undefined;
  const parts = [schema, ...(schema.allOf ?? [])].flatMap((part) =>
    '$ref' in part ? [document.components.schemas[String(part.$ref).split('/').pop()!]] : [part],
  );
  const required = new Set(parts.flatMap((p) => p.required ?? []));
  return parts.flatMap((p) => Object.keys(p.properties ?? {})).map((field) => ({ name: field, optional: !required.has(field) }));
}

export { names };
