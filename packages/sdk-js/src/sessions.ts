/** A new conversation id: 'session_' followed by a random UUID. */
export function createSessionId(): string {
  return `session_${uuid()}`;
}

export const sessions = {
  create: createSessionId,

  /**
   * The session id kept in the browser's localStorage under `storageKey`, created on first use, so a
   * visitor's conversation survives reloads. Where there is no localStorage (Node, workers, blocked
   * storage) nothing is kept and each call returns a new id.
   */
  persistent(storageKey = 'pagewise_session_id'): string {
    let storage: Storage | undefined;
    try {
      storage = globalThis.localStorage;
    } catch {
      // Reading localStorage throws where storage is blocked (sandboxed iframes, some private modes).
    }
    const kept = storage?.getItem(storageKey);
    if (kept) return kept;
    const id = createSessionId();
    try {
      storage?.setItem(storageKey, id);
    } catch {
      // Quota or blocked storage: the id still works for this page view.
    }
    return id;
  },
};

// crypto.randomUUID exists only in secure contexts; plain-http pages get the same format from getRandomValues.
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
