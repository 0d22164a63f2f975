import type { ChatHistoryMessage, ChatSessionsExportParams, ChatSessionsParams, SourceDocument } from '@pagewise/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** One page of sessions per 20. */
export const PAGE_SIZE = 20;

/** GET /v1/chat/sessions: the conversations whose last turn falls in the range, newest first. */
export const sessionsQuery = (params: ChatSessionsParams) =>
  queryOptions({
    queryKey: ['chat-sessions', params],
    queryFn: ({ signal }) => api().chat.sessions(params, { signal }),
    placeholderData: keepPreviousData,
  });

/** A turn as the history gives it; source_documents and answer_status are read when the API sends them. */
export type HistoryTurn = ChatHistoryMessage & { source_documents?: SourceDocument[]; answer_status?: string };

/** Every turn of one session, oldest first (the history pages through them, 100 at a time). */
export const sessionTurnsQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['chat-history', sessionId, 'all'],
    queryFn: async ({ signal }) => {
      const turns: HistoryTurn[] = [];
      for await (const page of api().chat.history({ session_id: sessionId, limit: 100 }, { signal })) turns.push(...(page.messages as HistoryTurn[]));
      return turns;
    },
  });

/** Downloads the export of a range through the SDK (the session cookie goes with it), saved under the API's file name. */
export async function downloadExport(params: ChatSessionsExportParams): Promise<void> {
  const blob = await api().chat.exportSessions(params, { timeout: 120_000 });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `pagewise-conversations-${params.from}-to-${params.to}.${params.format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const DAY_MS = 86_400_000;
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The default range: the last 30 UTC days, today included (as the API's). */
export const defaultRange = (now = Date.now()) => ({ from: isoDay(now - 29 * DAY_MS), to: isoDay(now) });
