import type { ApiKeyCreateParams, Scope } from '@pagewise/sdk';

export interface KeyFormValues {
  type: 'secret' | 'publishable';
  name: string;
  scopes: Scope[];
  /** '' for no expiry. */
  expiresInDays: string;
  /** One origin a line. */
  origins: string;
}

/** "https://www.example.com/" → "https://www.example.com"; null for anything that is not an http(s) origin. */
export function toOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.pathname !== '/' || url.search || url.hash) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** The request to send, or the first problem in words. */
export function keyRequest(values: KeyFormValues): { request: ApiKeyCreateParams } | { problem: string } {
  const name = values.name.trim();
  if (!name) return { problem: 'Give the key a name, such as "CI uploader" or "Help page widget".' };
  const expires = values.expiresInDays ? { expires_in_days: Number(values.expiresInDays) } : {};
  if (values.type === 'secret') {
    if (values.scopes.length === 0) return { problem: 'Choose at least one scope: what may this key do?' };
    return { request: { name, type: 'secret', scopes: values.scopes, ...expires } };
  }
  const lines = values.origins.split(/[\s,]+/).filter(Boolean);
  if (lines.length === 0) return { problem: 'List at least one origin the widget runs on, such as https://www.example.com.' };
  const bad = lines.find((line) => !toOrigin(line));
  if (bad) return { problem: `${bad} is not an origin. Write the scheme and host only, such as https://www.example.com.` };
  return { request: { name, type: 'publishable', allowed_origins: [...new Set(lines.map((l) => toOrigin(l)!))], ...expires } };
}
