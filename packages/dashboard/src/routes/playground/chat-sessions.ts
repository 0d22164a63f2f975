import { createSessionId } from '@pagewise/sdk';

export interface ChatSession {
  id: string;
  /** The first question, shortened. */
  title: string;
  updatedAt: string;
}

const storageKey = (organizationId: string) => `pagewise-dashboard:sessions:${organizationId}`;
const MAX_SESSIONS = 30;

/**
 * The playground's sessions, kept in this browser per organization (the API stores the turns; it has no list of
 * sessions). The newest first; at most 30.
 */
export function loadSessions(organizationId: string): ChatSession[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(organizationId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((s) => typeof s?.id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveSession(organizationId: string, session: ChatSession): ChatSession[] {
  const next = [session, ...loadSessions(organizationId).filter((s) => s.id !== session.id)].slice(0, MAX_SESSIONS);
  try {
    localStorage.setItem(storageKey(organizationId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the session still works until the page is left.
  }
  return next;
}

export const newSessionId = createSessionId;

export const sessionTitle = (question: string) => (question.length > 48 ? `${question.slice(0, 47)}…` : question);
