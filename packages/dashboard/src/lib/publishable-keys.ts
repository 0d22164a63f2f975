/**
 * Publishable keys are meant to sit in web pages, but the API returns a key's text only once, when it is made.
 * So that the widget screen can show the script tag and a live preview later, this browser keeps the publishable
 * keys it saw being made (or that were pasted in), per organization. Secret keys are never stored.
 */
const storageKey = (organizationId: string) => `pagewise-dashboard:publishable-keys:${organizationId}`;

export function knownPublishableKeys(organizationId: string): string[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey(organizationId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string' && k.startsWith('pw_pk_')) : [];
  } catch {
    return [];
  }
}

export function rememberPublishableKey(organizationId: string, key: string): void {
  if (!key.startsWith('pw_pk_')) return;
  try {
    localStorage.setItem(storageKey(organizationId), JSON.stringify([key, ...knownPublishableKeys(organizationId).filter((k) => k !== key)]));
  } catch {
    // Blocked storage: the key can be pasted again.
  }
}
