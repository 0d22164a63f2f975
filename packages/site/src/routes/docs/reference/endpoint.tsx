import { Badge } from '@pagewise/ui';
import { TryIt } from '../try-it/try-it';
import { FieldTable } from './field-table';
import { type Body, type Operation, operations } from './operations';

const slug = (op: Operation) => `${op.method}-${op.path}`.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-+$/, '');

function BodyFields({ body, caption }: { body: Body; caption: string }) {
  if (body.variants.length) {
    return (
      <>
        {body.variants.map((variant) => (
          <div key={variant.schema}>
            <p>
              <code>{variant.schema}</code>
            </p>
            <FieldTable fields={variant.fields} caption={`${caption}: ${variant.schema}`} />
          </div>
        ))}
      </>
    );
  }
  return body.fields.length ? <FieldTable fields={body.fields} caption={caption} /> : null;
}

/**
 * The reference section of one operation, rendered from docs/openapi.json at build time: what it needs
 * (auth, scope), what it takes and what it answers; then the Try it console.
 */
export function Endpoint({ op: key }: { op: string }) {
  const op = operations[key];
  if (!op) throw new Error(`No operation ${key} in docs/openapi.json.`);
  const id = slug(op);
  const success = op.responses.filter((r) => r.status < 400);
  const errors = op.responses.filter((r) => r.status >= 400);
  return (
    <section aria-labelledby={id} className="mt-12 border-t border-border pt-2">
      <h2 id={id}>
        Reference: <span className="font-mono text-xl">{op.method} {op.path}</span>
      </h2>
      <p className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{op.method}</Badge>
        <code>{op.path}</code>
      </p>
      <p>
        <strong>{op.summary}.</strong> {op.description}
      </p>
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">Auth</dt>
        <dd>{op.auth === 'bearer' ? 'API key as a Bearer token' : 'None (public)'}</dd>
        <dt className="font-semibold">Scope</dt>
        <dd>{op.scopes.length ? op.scopes.map((s) => <code key={s}>{s}</code>) : 'None'}</dd>
      </dl>
      {op.parameters.length > 0 && (
        <>
          <h3 id={`${id}-parameters`}>Parameters</h3>
          <FieldTable fields={op.parameters.map((p) => ({ ...p, name: `${p.name} (${p.in})` }))} caption="Parameters" />
        </>
      )}
      {op.requestBody && (
        <>
          <h3 id={`${id}-request`}>Request body</h3>
          <p>
            <code>{op.requestBody.contentType}</code>
            {op.requestBody.schema && <> · <code>{op.requestBody.schema}</code></>}
          </p>
          <BodyFields body={op.requestBody} caption="Request body" />
        </>
      )}
      <h3 id={`${id}-response`}>Response</h3>
      {success.map((response) => (
        <div key={response.status}>
          <p>
            <strong>{response.status}</strong> {response.description}
            {response.body && <> · <code>{response.body.contentType}</code></>}
          </p>
          {response.body && <BodyFields body={response.body} caption={`Response ${response.status}`} />}
        </div>
      ))}
      {errors.length > 0 && (
        <>
          <h3 id={`${id}-errors`}>Errors</h3>
          <p>
            Errors are JSON: <code>{'{"error": "…", "code": "…", "request_id": "…"}'}</code>.
          </p>
          <table>
            <caption className="sr-only">Error statuses</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((error) => (
                <tr key={error.status}>
                  <td>{error.status}</td>
                  <td>{error.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <TryIt op={op} />
    </section>
  );
}
