/** The key the reader pasted, kept for this tab only (sessionStorage), never in localStorage or a cookie. */
const KEY = 'pagewise-docs-api-key';

export function readApiKey(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function storeApiKey(key: string): void {
  try {
    if (key) sessionStorage.setItem(KEY, key);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the key still works until the page is left.
  }
}
