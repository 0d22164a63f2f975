import { createSessionId } from './session-id.js';

const UUID = /^session_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('is session_ followed by a random v4 UUID', () => {
  expect(createSessionId()).toMatch(UUID);
  expect(createSessionId()).not.toBe(createSessionId());
});

test('has the same form where crypto.randomUUID is missing (pages served over plain http)', () => {
  const randomUUID = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const ids = Array.from({ length: 50 }, createSessionId);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(50);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
  }
});
