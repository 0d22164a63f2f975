import { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { DataSource } from 'typeorm';
import { DatabaseCapabilities } from '../src/database/database-capabilities.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('foundation (HTTP against the real app and database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SITE_URL: 'http://localhost:3000', DASHBOARD_URL: 'http://localhost:3001' });
  });
  afterAll(() => t.close());

  it('reports liveness and database readiness', async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.info.database.status).toBe('up');
  });

  it("makes each request and response with Express's prototypes before Express sees them", async () => {
    // Express swapping them later would cost every request its shared hidden classes (express-objects.adapter.ts).
    const express = t.app.getHttpAdapter().getInstance() as Express;
    const seen: Array<{ request: boolean; response: boolean }> = [];
    const server = t.app.getHttpServer();
    const look = (req: IncomingMessage, res: ServerResponse) =>
      seen.push({ request: Object.getPrototypeOf(req) === express.request, response: Object.getPrototypeOf(res) === express.response });
    server.prependListener('request', look);
    try {
      for (let i = 0; i < 2; i++) expect((await fetch(`${t.url}/health`)).status).toBe(200);
    } finally {
      server.off('request', look);
    }
    expect(seen).toEqual([
      { request: true, response: true },
      { request: true, response: true },
    ]);
    // Still Node's request and response, with Express's own link to the app.
    expect(express.request).toBeInstanceOf(IncomingMessage);
    expect(express.response).toBeInstanceOf(ServerResponse);
    expect(express.request.app).toBe(express);
    expect(express.response.app).toBe(express);
  });

  it('keeps a caller-supplied request id and makes one otherwise', async () => {
    const given = await fetch(`${t.url}/health`, { headers: { 'X-Request-Id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const made = await fetch(`${t.url}/health`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
  });

  it('answers unknown /v1 routes with the error body', async () => {
    const res = await fetch(`${t.url}/v1/does-not-exist`, { headers: { 'X-Request-Id': 'r1' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String), code: 'not_found', request_id: 'r1' });
  });

  it('serves an OpenAPI 3 document generated from the code', async () => {
    const res = await fetch(`${t.url}/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Pagewise API');
  });

  it('sets security headers and credentialed CORS only for the site and dashboard origins', async () => {
    const site = await fetch(`${t.url}/health`, { headers: { Origin: 'http://localhost:3001' } });
    expect(site.headers.get('x-content-type-options')).toBe('nosniff');
    const preflight = await fetch(`${t.url}/api/auth/profile/`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const stranger = await fetch(`${t.url}/api/auth/profile/`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await fetch(`${t.url}/v1/anything`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
  });

  it('applied the schema migrations and detected pgvector where the database has it', async () => {
    const db = t.app.get(DataSource);
    const applied = await db.query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((m: { name: string }) => m.name)).toContain('Foundation1763800000000');
    const capabilities = t.app.get(DatabaseCapabilities);
    if (t.config.database.url) expect(capabilities.engine).toBe('postgresql');
    else expect(capabilities).toMatchObject({ engine: 'pglite', vector: true });
  });
});
