import type { ConsoleMessage } from 'playwright-core';

export * from '@pagewise/web-support/browser';

/**
 * Chrome logs every 4xx answer as a console error. A visitor who is not signed in gets two on each page: the
 * profile look-up at start (401) and its one refresh (401), as the session rules ask (docs/site.md). Those two
 * are expected; any other console error counts.
 */
export const unexpectedConsoleError = (m: ConsoleMessage) => m.type() === 'error' && !/\/api\/auth\/(profile|token\/refresh)\/$/.test(m.location().url);
