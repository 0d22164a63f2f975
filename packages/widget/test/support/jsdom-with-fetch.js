import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom has no fetch. The stream tests talk to a real local HTTP server, so we lend the page Node's own
 * fetch and the web-stream classes it returns. AbortController comes along because Node's fetch refuses
 * jsdom's AbortSignal.
 */
export default class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'TextDecoder', 'TextDecoderStream', 'TextEncoder', 'AbortController', 'AbortSignal']) {
      g[name] = globalThis[name];
    }
  }
}
