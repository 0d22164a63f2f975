import digest from 'virtual:pagewise-openapi';

/** One operation of docs/openapi.json as the pages show it (scripts/docs/openapi-reference.mjs builds it). */
export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
  notes: string[];
}

export interface Body {
  contentType: string;
  schema: string | null;
  fields: Field[];
  variants: { schema: string; fields: Field[] }[];
  example?: unknown;
}

export interface Parameter extends Field {
  in: 'path' | 'query' | 'header';
  example: string | number;
}

export interface Operation {
  key: string;
  method: string;
  path: string;
  operationId: string;
  summary: string;
  description: string;
  auth: 'bearer' | 'none';
  scopes: string[];
  parameters: Parameter[];
  requestBody: Body | null;
  responses: { status: number; description: string; body: Body | null }[];
}

export const operations = digest as Record<string, Operation>;
