import { LOGOUT_FLAG_KEY, LOGOUT_FLAG_MS, raiseLogoutFlag, watchLogoutFlag } from './logout-flag.js';

function memoryStorage() {
  const items = new Map<string, string>();
  const log: string[] = [];
  return {
    items,
    log,
    setItem: (k: string, v: string) => (items.set(k, v), log.push(`set ${k}`)),
    removeItem: (k: string) => (items.delete(k), log.push(`remove ${k}`)),
  };
}

test('the logout flag is set, then removed after 100 ms', async () => {
  expect(LOGOUT_FLAG_MS).toBe(100);
  const storage = memoryStorage();
  const started = Date.now();
  const done = raiseLogoutFlag(storage);
  expect(storage.items.has(LOGOUT_FLAG_KEY)).toBe(true);
  await done;
  expect(Date.now() - started).toBeGreaterThanOrEqual(95);
  expect(storage.items.has(LOGOUT_FLAG_KEY)).toBe(false);
  expect(storage.log).toEqual([`set ${LOGOUT_FLAG_KEY}`, `remove ${LOGOUT_FLAG_KEY}`]);
});

test('a storage that refuses writes (privacy mode) does not break logout', async () => {
  const refusing = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
  await expect(raiseLogoutFlag(refusing)).resolves.toBeUndefined();
  await expect(raiseLogoutFlag(undefined)).resolves.toBeUndefined();
});

test('another tab raising the flag is noticed; its removal and other keys are not', () => {
  const target = new EventTarget();
  let logouts = 0;
  const stop = watchLogoutFlag(() => (logouts += 1), target as unknown as Window);
  const event = (key: string, newValue: string | null) => Object.assign(new Event('storage'), { key, newValue });
  target.dispatchEvent(event(LOGOUT_FLAG_KEY, '1700000000000'));
  target.dispatchEvent(event(LOGOUT_FLAG_KEY, null));
  target.dispatchEvent(event('pagewise-theme', 'dark'));
  expect(logouts).toBe(1);
  stop();
  target.dispatchEvent(event(LOGOUT_FLAG_KEY, '1700000000001'));
  expect(logouts).toBe(1);
});
