import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real reverse proxy in front of the API, doing what nginx's `proxy_add_x_forwarded_for` does: it appends the
 * address its client connected from to whatever X-Forwarded-For the client sent, and forwards the request.
 */
export async function startForwardingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const sent = req.headers['x-forwarded-for'];
    const headers = { ...req.headers, 'x-forwarded-for': sent ? `${sent}, ${req.socket.remoteAddress}` : req.socket.remoteAddress };
    const forwarded = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * One HTTP request sent from a chosen loopback address (all of 127.0.0.0/8 is this machine on Linux), so that
 * tests can be several clients.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: any }> {
  const target = new URL(url);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(body ? { 'Content-Type': 'application/json' } : {}), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request(
      { host: target.hostname, port: target.port, path: target.pathname, method: options.method ?? 'GET', headers, localAddress, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
