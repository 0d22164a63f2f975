import type { Response } from 'express';

/** Keeps proxies and browsers from closing an idle stream while the model thinks. */
const PING_EVERY_MS = 15_000;

/** Server-sent events on an Express response, in the framing of DESIGN.md. */
export class SseWriter {
  private ping: NodeJS.Timeout | null = null;

  constructor(private readonly res: Response) {}

  open(): void {
    this.res.status(200);
    this.res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    this.res.setHeader('Cache-Control', 'no-cache, no-transform');
    this.res.setHeader('Connection', 'keep-alive');
    this.res.setHeader('X-Accel-Buffering', 'no'); // nginx: pass events through as they come
    this.res.flushHeaders();
    this.ping = setInterval(() => this.write(': ping\n\n'), PING_EVERY_MS);
  }

  data(payload: unknown): void {
    this.write(`data: ${JSON.stringify(payload)}\n\n`);
  }

  error(error: string, code: string): void {
    this.write(`event: error\ndata: ${JSON.stringify({ error, code })}\n\n`);
  }

  close(): void {
    if (this.ping) clearInterval(this.ping);
    this.write('data: [DONE]\n\n');
    this.res.end();
  }

  /** Stops without the closing event: the caller has gone. */
  abandon(): void {
    if (this.ping) clearInterval(this.ping);
    if (!this.res.writableEnded) this.res.end();
  }

  private write(text: string): void {
    if (!this.res.writableEnded && !this.res.destroyed) this.res.write(text);
  }
}
