// Reads the committed OpenAPI document (docs/openapi.json) at build time and digests each operation into what a
// documentation page shows: method, path, auth and scopes, parameters, request and response fields, errors.
// Vite serves the digest as `virtual:pagewise-openapi`; the coverage test reads the same digest.
import { readFileSync } from 'node:fs';

export const OPENAPI_FILE = new URL('../../../../docs/openapi.json', import.meta.url).pathname;
const VIRTUAL_ID = 'virtual:pagewise-openapi';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const loadOpenApi = () => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));

/** "POST /v1/chat/stream" → digest, for every operation of the document. */
export function digestOpenApi(doc = loadOpenApi()) {
  const schemas = doc.components?.schemas ?? {};
  const refName = (schema) => schema?.$ref?.split('/').pop();
  const resolve = (schema) => (schema?.$ref ? resolve(schemas[refName(schema)]) : (schema ?? {}));

  function typeOf(raw) {
    const schema = resolve(raw);
    if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
    if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
    if (schema.oneOf) return schema.oneOf.map(typeOf).join(' | ');
    if (raw?.$ref && schema.type === 'object') return refName(raw);
    return schema.format ? `${schema.type} (${schema.format})` : (schema.type ?? 'any');
  }

  function notes(schema) {
    const out = [];
    if (schema.minimum !== undefined) out.push(`min ${schema.minimum}`);
    if (schema.maximum !== undefined) out.push(`max ${schema.maximum}`);
    if (schema.maxLength !== undefined) out.push(`at most ${schema.maxLength} characters`);
    if (schema.default !== undefined) out.push(`default ${JSON.stringify(schema.default)}`);
    return out;
  }

  /** An object's fields, nested ones as `parent.child` and array items as `list[].child`. */
  function fields(raw, prefix = '', depth = 0) {
    const schema = resolve(raw);
    const required = new Set(schema.required ?? []);
    const rows = [];
    for (const [name, propRaw] of Object.entries(schema.properties ?? {})) {
      const prop = resolve(propRaw);
      const description = propRaw.description ?? prop.description ?? '';
      rows.push({ name: prefix + name, type: typeOf(propRaw), required: required.has(name), description, notes: notes(prop) });
      if (depth >= 2) continue;
      if (prop.type === 'object' && prop.properties) rows.push(...fields(prop, `${prefix}${name}.`, depth + 1));
      const item = prop.type === 'array' ? resolve(prop.items) : null;
      if (item?.type === 'object' && item.properties) rows.push(...fields(item, `${prefix}${name}[].`, depth + 1));
    }
    return rows;
  }

  /** A JSON body a reader can start from: each field's example, else its default, else a placeholder. */
  function example(raw, depth = 0) {
    const schema = resolve(raw);
    if (schema.example !== undefined) return schema.example;
    if (schema.default !== undefined) return schema.default;
    if (schema.enum) return schema.enum[0];
    if (schema.type === 'object' && schema.properties && depth < 3) {
      return Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([name]) => (schema.required ?? []).includes(name) || resolve(schema.properties[name]).example !== undefined)
          .map(([name, prop]) => [name, example(prop, depth + 1)]),
      );
    }
    if (schema.type === 'array') return schema.items ? [example(schema.items, depth + 1)] : [];
    return { string: '', number: 0, integer: 0, boolean: false }[schema.type] ?? null;
  }

  function body(content) {
    const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
    if (!contentType) return null;
    const variants = media.schema?.oneOf;
    return {
      contentType,
      schema: refName(media.schema) ?? null,
      fields: variants ? [] : fields(media.schema),
      variants: variants ? variants.map((v) => ({ schema: refName(v), fields: fields(v) })) : [],
    };
  }

  const operations = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const requestBody = op.requestBody ? body(op.requestBody.content) : null;
      operations[key] = {
        key,
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        summary: op.summary ?? '',
        description: op.description ?? '',
        auth: op.security?.length ? 'bearer' : 'none',
        scopes: op['x-scopes'] ?? [],
        parameters: (op.parameters ?? []).map((p) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          type: typeOf(p.schema),
          description: p.description ?? '',
          notes: notes(resolve(p.schema)),
          example: p.schema?.example ?? p.schema?.default ?? '',
        })),
        requestBody: requestBody && { ...requestBody, example: requestBody.contentType === 'application/json' ? example(op.requestBody.content['application/json'].schema) : null },
        responses: Object.entries(op.responses ?? {}).map(([status, response]) => ({
          status: Number(status),
          description: response.description ?? '',
          body: Number(status) < 400 ? body(response.content) : null,
        })),
      };
    }
  }
  return operations;
}

/** The Vite plugin: `import operations from 'virtual:pagewise-openapi'`. Rebuilt when docs/openapi.json changes. */
export function openApiReference() {
  return {
    name: 'pagewise-openapi-reference',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return null;
      this.addWatchFile(OPENAPI_FILE);
      return `export default ${JSON.stringify(digestOpenApi())};`;
    },
  };
}
