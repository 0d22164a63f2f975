import { APIUserAbortError, type Pagewise, PagewiseError, type SourceDocument, sessions } from '@pagewise/sdk';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the conversation's id is kept, so a reload continues it. */
const SESSION_KEY = 'pagewise-react-chat-session';

export interface Turn {
  id: string;
  question: string;
  answer: string;
  /** Cited passages, once the answer is complete (the history keeps them). */
  sources?: SourceDocument[];
  status: 'streaming' | 'done' | 'stopped' | 'failed';
  error?: string;
}

interface HistoryMessage {
  message: string;
  response: string;
  timestamp: string;
  source_documents: SourceDocument[];
}

/**
 * One conversation: its turns read back from the history on load, a streamed answer per question, and stop().
 * The history comes through the page's own server (/api/history), which holds the chat:history key.
 */
export function useChat(client: Pagewise) {
  const [sessionId, setSessionId] = useState(() => sessions.persistent(SESSION_KEY));
  const [turns, setTurns] = useState<Turn[]>([]);
  const [loading, setLoading] = useState(true);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetch(`/api/history?session_id=${encodeURIComponent(sessionId)}`, { signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ messages: HistoryMessage[] }>) : { messages: [] }))
      .then(({ messages }) =>
        setTurns(messages.map((m, i) => ({ id: `history-${i}`, question: m.message, answer: m.response, sources: m.source_documents, status: 'done' }))),
      )
      .catch(() => undefined)
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [sessionId]);

  const update = (id: string, change: (turn: Turn) => Partial<Turn>) =>
    setTurns((all) => all.map((t) => (t.id === id ? { ...t, ...change(t) } : t)));

  const ask = useCallback(
    async (question: string) => {
      const id = crypto.randomUUID();
      const controller = new AbortController();
      running.current = controller;
      setTurns((all) => [...all, { id, question, answer: '', status: 'streaming' }]);
      // context: the API reads this session's earlier turns, so follow-up questions work.
      const stream = client.chat.stream({ message: question, session_id: sessionId, context: true }, { signal: controller.signal });
      try {
        for await (const token of stream) update(id, (t) => ({ answer: t.answer + token }));
        update(id, () => ({ status: 'done', sources: stream.sources ?? [] }));
      } catch (error) {
        if (APIUserAbortError.isInstance(error)) update(id, () => ({ status: 'stopped' }));
        else update(id, () => ({ status: 'failed', error: PagewiseError.isInstance(error) ? error.message : String(error) }));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [client, sessionId],
  );

  /** Aborting closes the connection; the API stops generating and keeps the turn as interrupted. */
  const stop = useCallback(() => running.current?.abort(), []);

  const startOver = useCallback(() => {
    running.current?.abort();
    localStorage.removeItem(SESSION_KEY);
    setTurns([]);
    setSessionId(sessions.persistent(SESSION_KEY));
  }, []);

  return { turns, loading, streaming: turns.at(-1)?.status === 'streaming', ask, stop, startOver };
}
