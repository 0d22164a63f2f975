/** 'session_' + a random UUID, the form the API's examples keep in local storage. */
export function newSessionId(): string {
  const c = globalThis.crypto;
  if (c.randomUUID) return 'session_' + c.randomUUID();
  // randomUUID exists only in secure contexts; plain-http pages get a v4 UUID built from random bytes.
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 15) | 64;
  b[8] = (b[8] & 63) | 128;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `session_${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
