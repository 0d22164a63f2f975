// The two routes the page needs from its own server:
//   GET /api/config   where the API is and the publishable key the browser uses (nothing secret);
//   GET /api/history  the conversation of a session, read with a secret key that stays on the server, because
//                     a publishable key may ask but not read history (it holds chat:query only).
import { Pagewise, PagewiseError } from '@pagewise/sdk';

const SESSION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

/** A connect-style middleware (Vite's servers and server.mjs use it); throws when a setting is missing. */
export function pagewiseRoutes(env) {
  const apiUrl = (env.PAGEWISE_URL ?? 'http://localhost:8000').replace(/\/+$/, '');
  const publishableKey = env.PAGEWISE_PUBLISHABLE_KEY;
  const historyKey = env.PAGEWISE_HISTORY_KEY;
  if (!publishableKey?.startsWith('pw_pk_') || !historyKey?.startsWith('pw_sk_')) {
    throw new Error(
      'Set PAGEWISE_PUBLISHABLE_KEY (pw_pk_…, allowing this page\'s origin) and PAGEWISE_HISTORY_KEY (pw_sk_… with chat:history).',
    );
  }
  const client = new Pagewise({ apiKey: historyKey, baseURL: apiUrl });

  return async (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://page');
    if (req.method !== 'GET' || !url.pathname.startsWith('/api/')) return next();
    if (url.pathname === '/api/config') return send(res, 200, { apiUrl, publishableKey });
    if (url.pathname !== '/api/history') return send(res, 404, { error: 'Not found.' });

    const sessionId = url.searchParams.get('session_id') ?? '';
    if (!SESSION_ID.test(sessionId)) return send(res, 422, { error: 'session_id is missing or malformed.' });
    try {
      const messages = [];
      for await (const page of client.chat.history({ session_id: sessionId, limit: 100 })) messages.push(...page.messages);
      send(res, 200, { session_id: sessionId, messages });
    } catch (error) {
      if (!PagewiseError.isInstance(error)) throw error;
      send(res, 502, { error: `Reading the history failed: ${error.message}` });
    }
  };
}

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}
