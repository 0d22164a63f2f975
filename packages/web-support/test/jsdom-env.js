import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom lacks fetch and the web streams msw needs: the page borrows Node's own (AbortController too, because
 * Node's fetch refuses jsdom's AbortSignal). Not MessageChannel: React's scheduler would hold the process open
 * with it. matchMedia answers "light, no reduced motion" unless a test
 * replaces it.
 */
export default class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File',
      'ReadableStream', 'WritableStream', 'TransformStream', 'TextDecoderStream', 'TextEncoderStream',
      'TextDecoder', 'TextEncoder', 'AbortController', 'AbortSignal', 'BroadcastChannel', 'structuredClone',
      'URL', 'URLSearchParams',
    ]) {
      if (globalThis[name]) g[name] = globalThis[name];
    }
    g.matchMedia ??= (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
    // Radix measures elements with ResizeObserver; jsdom has none and lays nothing out anyway.
    g.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    g.scrollTo = () => {};
    g.HTMLElement.prototype.scrollIntoView ??= function () {};
  }
}
