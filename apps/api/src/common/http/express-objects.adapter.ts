import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/**
 * Nest's Express adapter, with one difference: the HTTP server makes each request and response as an instance
 * of a class whose prototype is Express's own (`app.request`, `app.response`), instead of Node's plain ones.
 *
 * Express otherwise swaps their prototypes (`Object.setPrototypeOf`) when a request reaches it. V8 does not
 * share the hidden class of an object whose prototype was swapped after it had properties, so every property a
 * middleware then adds to that request or response (Express's router alone adds seven) makes a new hidden
 * class for it alone, and every read of one takes the slow, megamorphic path. With the prototype right from
 * the start, Express's swap changes nothing and requests share their hidden classes (docs/api.md, "Throughput").
 */
export class ExpressObjectsAdapter extends ExpressAdapter {
  constructor() {
    super(express());
  }

  override initHttpServer(options: NestApplicationOptions): void {
    // createApp asks for none of these; should it, the adapter's own server does them.
    if (options.httpsOptions || options.forceCloseConnections || options.return503OnClosing) return super.initHttpServer(options);
    const app = this.getInstance<express.Express>();
    const Request = subclassWith(IncomingMessage, app.request);
    const Response = subclassWith(ServerResponse, app.response);
    // What Express sets as each request's and response's prototype from now on.
    app.request = Request.prototype as express.Request;
    app.response = Response.prototype as express.Response;
    this.httpServer = createServer({ IncomingMessage: Request, ServerResponse: Response }, app) as Server;
  }
}

/**
 * A subclass of Node's `base` whose prototype carries what `model` (Express's prototype) has and inherits what
 * it inherits. A class (not a function calling `base`) so that V8 sizes its objects for `base`'s fields.
 */
function subclassWith<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, model: object): T {
  const Made = class extends (base as typeof IncomingMessage) {};
  Object.setPrototypeOf(Made.prototype, Object.getPrototypeOf(model));
  Object.defineProperties(Made.prototype, Object.getOwnPropertyDescriptors(model));
  return Made as unknown as T;
}
