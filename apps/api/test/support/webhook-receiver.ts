import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  at: number;
}

/**
 * A real HTTP receiver on an ephemeral port: records every POST and answers with the status `respond` picks
 * (200 unless told otherwise), e.g. 500 on the first call to a path and 200 after.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  respond: (hook: ReceivedWebhook, callsToPath: number) => number | Promise<number> = () => 200;
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const hook = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() };
        this.received.push(hook);
        const calls = this.received.filter((h) => h.path === hook.path).length;
        const status = await this.respond(hook, calls);
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  to(path: string): ReceivedWebhook[] {
    return this.received.filter((h) => h.path === path);
  }

  /** Waits until `count` webhooks reached `path` (or fails after `timeoutMs`). */
  async waitFor(path: string, count = 1, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    const until = Date.now() + timeoutMs;
    while (this.to(path).length < count) {
      if (Date.now() > until) throw new Error(`Expected ${count} webhook(s) at ${path}, got ${this.to(path).length}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return this.to(path);
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
