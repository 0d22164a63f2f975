import { createSessionId, sessions } from './sessions.js';

const UUID = /^session_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

test('createSessionId is session_ followed by a random UUID', () => {
  expect(createSessionId()).toMatch(UUID);
  expect(createSessionId()).not.toBe(createSessionId());
});

test('persistent keeps one id per storage key in localStorage', () => {
  const store = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  };
  const first = sessions.persistent('support-chat');
  expect(first).toMatch(UUID);
  expect(sessions.persistent('support-chat')).toBe(first);
  expect(store.get('support-chat')).toBe(first);
  expect(sessions.persistent('sales-chat')).not.toBe(first);
});

test('without usable storage (Node, blocked storage) it still returns a fresh id', () => {
  expect(sessions.persistent('k')).toMatch(UUID);
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('blocked', 'SecurityError');
    },
  });
  expect(sessions.persistent('k')).toMatch(UUID);
});
