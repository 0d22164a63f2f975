/** The local-storage key set briefly on logout, so the app's other tabs notice (a `storage` event). */
export const LOGOUT_FLAG_KEY = 'pagewise-logout';
/** How long the flag stays, in ms. */
export const LOGOUT_FLAG_MS = 100;

type FlagStorage = Pick<Storage, 'setItem' | 'removeItem'>;

const localStore = (): FlagStorage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser: the other tabs find out at their next call
  }
};

/** Sets the logout flag for LOGOUT_FLAG_MS. Resolves once it is removed again. */
export function raiseLogoutFlag(storage: FlagStorage | undefined = localStore(), ms = LOGOUT_FLAG_MS): Promise<void> {
  if (!storage) return Promise.resolve();
  try {
    storage.setItem(LOGOUT_FLAG_KEY, String(Date.now()));
  } catch {
    return Promise.resolve(); // quota or privacy mode
  }
  return new Promise((resolve) =>
    setTimeout(() => {
      try {
        storage.removeItem(LOGOUT_FLAG_KEY);
      } catch {
        // nothing to undo
      }
      resolve();
    }, ms),
  );
}

/** Calls `onLogout` when another tab of the same origin raises the logout flag. Returns the unsubscribe. */
export function watchLogoutFlag(onLogout: () => void, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === LOGOUT_FLAG_KEY && event.newValue) onLogout();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
