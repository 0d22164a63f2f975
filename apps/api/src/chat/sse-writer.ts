import type { Response } from 'express';

/** Keeps proxies and browsers from closing an idle stream while the model thinks. */
const PING_EVERY_MS = 15_000;

/**
 * Server-sent events on an Express response, in the framing of docs/api.md. Writes respect backpressure: when
 * the response's buffer is full, the next write waits for 'drain', and the model is not read meanwhile. A
 * client that drains nothing for `stallMs` (STREAM_STALL_SECONDS) is dropped: its connection is destroyed,
 * which aborts the answer. So a client that never reads holds one buffer's worth of memory, not the answer.
 */
export class SseWriter {
  private ping: NodeJS.Timeout | null = null;

  constructor(
    private readonly res: Response,
    private readonly stallMs: number,
    private readonly onStall: () => void = () => undefined,
  ) {}

  open(): void {
    this.res.status(200);
    this.res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    this.res.setHeader('Cache-Control', 'no-cache, no-transform');
    this.res.setHeader('Connection', 'keep-alive');
    this.res.setHeader('X-Accel-Buffering', 'no'); // nginx: pass events through as they come
    this.res.flushHeaders();
    // A ping while the buffer is full would only add to it; the stall timer already watches that client.
    this.ping = setInterval(() => {
      if (!this.res.writableNeedDrain) void this.write(': ping\n\n');
    }, PING_EVERY_MS);
  }

  data(payload: unknown): Promise<void> {
    return this.write(`data: ${JSON.stringify(payload)}\n\n`);
  }

  error(error: string, code: string): Promise<void> {
    return this.write(`event: error\ndata: ${JSON.stringify({ error, code })}\n\n`);
  }

  async close(): Promise<void> {
    this.stopPinging();
    await this.write('data: [DONE]\n\n');
    if (!this.res.writableEnded && !this.res.destroyed) this.res.end();
  }

  /** Stops without the closing event: the caller has gone. */
  abandon(): void {
    this.stopPinging();
    if (!this.res.writableEnded) this.res.end();
  }

  private stopPinging(): void {
    if (this.ping) clearInterval(this.ping);
    this.ping = null;
  }

  private async write(text: string): Promise<void> {
    if (this.res.writableEnded || this.res.destroyed) return;
    if (!this.res.write(text)) await this.drained();
  }

  /** Resolves on 'drain' or 'close'; past the stall limit, drops the client (which closes the response). */
  private drained(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(stalled);
        this.res.off('drain', done);
        this.res.off('close', done);
        resolve();
      };
      const stalled = setTimeout(() => {
        this.stopPinging();
        this.onStall();
        this.res.destroy();
        done();
      }, this.stallMs);
      this.res.on('drain', done);
      this.res.on('close', done);
    });
  }
}
