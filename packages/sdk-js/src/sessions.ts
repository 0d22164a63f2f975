import { createSessionId } from '@pagewise/protocol';

export { createSessionId };

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
