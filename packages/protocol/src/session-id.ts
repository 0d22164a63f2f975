/** A new conversation id: 'session_' followed by a random UUID (v4). */
export function createSessionId(): string {
  const c = globalThis.crypto;
  if (c.randomUUID) return 'session_' + c.randomUUID();
  // randomUUID exists only in secure contexts; plain-http pages get the same format from random bytes.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 15) | 64;
  b[8] = (b[8] & 63) | 128;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `session_${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
