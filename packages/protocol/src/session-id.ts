/** A new conversation id: 'session_' followed by a random UUID (v4). */
export function createSessionId(): string {
  const c = globalThis.crypto;
  // randomUUID exists only in secure contexts. Elsewhere (plain-http pages) each 0, 1 and 8 of the template
  // becomes a random hex digit; 8 keeps the variant bits, and the 4 is the version.
  const id = c.randomUUID
    ? c.randomUUID()
    : '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (d) =>
        (+d ^ (c.getRandomValues(new Uint8Array(1))[0] & (15 >> (+d / 4)))).toString(16),
      );
  return 'session_' + id;
}
