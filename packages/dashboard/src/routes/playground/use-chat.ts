import type { SourceDocument } from '@pagewise/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { keys } from '../../lib/queries';
import { messageOf } from '../../lib/error-message';

export interface Turn {
  id: string;
  question: string;
  answer: string;
  /** streaming: tokens arriving; done: complete; stopped: the person pressed Stop; failed: see `error`. */
  state: 'streaming' | 'done' | 'stopped' | 'failed';
  sources: SourceDocument[];
  /** The stored turn, once the API has said it (what a rating names). */
  messageId?: string;
  notFound?: boolean;
  error?: string;
}

/** One session's conversation: earlier turns from /v1/chat/history, new ones streamed from /v1/chat/stream. */
export function useChat(sessionId: string) {
  const queryClient = useQueryClient();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [history, setHistory] = useState<'loading' | 'ready' | Error>('loading');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setTurns([]);
    setHistory('loading');
    void (async () => {
      try {
        const page = await api().chat.history({ session_id: sessionId, limit: 100 }, { signal: abort.signal });
        // Sources and status as the answer gave them, so citations stay clickable after a reload.
        const earlier: Turn[] = page.messages.map((m, i) => ({
          id: `history-${i}`,
          messageId: m.message_id,
          question: m.message,
          answer: m.response,
          state: 'done',
          sources: m.source_documents ?? [],
          notFound: m.answer_status === 'not_found',
        }));
        // A question asked while the history was loading stays after it.
        setTurns((asked) => [...earlier, ...asked]);
        setHistory('ready');
      } catch (error) {
        if (!abort.signal.aborted) setHistory(error instanceof Error ? error : new Error(String(error)));
      }
    })();
    return () => {
      abort.abort();
      controller.current?.abort();
    };
  }, [sessionId]);

  const update = (id: string, change: Partial<Turn> | ((turn: Turn) => Partial<Turn>)) =>
    setTurns((all) => all.map((t) => (t.id === id ? { ...t, ...(typeof change === 'function' ? change(t) : change) } : t)));

  const ask = useCallback(
    async (question: string, context: boolean) => {
      const id = `turn-${Date.now()}`;
      const abort = new AbortController();
      controller.current = abort;
      setTurns((all) => [...all, { id, question, answer: '', state: 'streaming', sources: [] }]);
      const stream = api().chat.stream({ message: question, session_id: sessionId, context }, { signal: abort.signal });
      try {
        for await (const token of stream) update(id, (t) => ({ answer: t.answer + token }));
        const end = await stream.done();
        update(id, { state: 'done', messageId: end.message_id, sources: end.source_documents ?? [], notFound: end.answer_status === 'not_found' });
      } catch (error) {
        if (abort.signal.aborted) update(id, { state: 'stopped' });
        else update(id, { state: 'failed', error: messageOf(error) });
      } finally {
        controller.current = null;
        void queryClient.invalidateQueries({ queryKey: keys.summary });
        void queryClient.invalidateQueries({ queryKey: ['usage'] });
      }
    },
    [sessionId, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);
  const streaming = turns.some((t) => t.state === 'streaming');
  return { turns, history, ask, stop, streaming };
}
