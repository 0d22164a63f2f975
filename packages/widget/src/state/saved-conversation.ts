import { createSessionId, type SourceDocument } from '@pagewise/protocol';

export interface ChatMessage {
  role: 'user' | 'assistant';
  text: string;
  sources?: SourceDocument[];
  /** The documents don't cover the question: shown apart, with a hint to rephrase. */
  notFound?: boolean;
  /** The answer's message_id, which the visitor's rating names. */
  id?: string;
  rating?: Rating;
}

export type Rating = 'up' | 'down';

export interface SavedConversation {
  sessionId: string;
  messages: ChatMessage[];
}

/** Enough history to pick up where the visitor left off without filling the site's storage quota. */
const KEEP_MESSAGES = 50;

/** One entry per publishable key, so two widgets of different organizations on one site never mix. */
export const storageKey = (apiKey: string) => `pagewise:${apiKey}`;

export function loadConversation(apiKey: string, storage = safeStorage()): SavedConversation {
  try {
    const saved = JSON.parse(storage?.getItem(storageKey(apiKey)) || 'null');
    if (typeof saved?.sessionId === 'string' && Array.isArray(saved.messages)) return saved;
  } catch {
    // Corrupt or foreign value: start a fresh conversation.
  }
  return { sessionId: createSessionId(), messages: [] };
}

export function saveConversation(apiKey: string, value: SavedConversation, storage = safeStorage()): void {
  try {
    storage?.setItem(storageKey(apiKey), JSON.stringify({ ...value, messages: value.messages.slice(-KEEP_MESSAGES) }));
  } catch {
    // Quota exceeded or storage disabled: the conversation simply will not survive a reload.
  }
}

/** Sandboxed iframes and some privacy modes throw on the mere access to localStorage. */
function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
