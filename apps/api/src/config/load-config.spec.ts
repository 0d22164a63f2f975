import { ConfigError, defaultLogFormat, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/pagewise-config-spec' };

  it('gives the embedded defaults with no variables set', () => {
    const config = loadConfig(base);
    expect(config.http.port).toBe(8000);
    expect(config.database.url).toBeNull();
    expect(config.redis.url).toBeNull();
    expect(config.rateLimits).toEqual({ adminPerMinute: 25, scopedPerMinute: 15, widgetPerMinute: 10 });
    expect(config.plans.free).toMatchObject({ maxDocuments: 1, maxFileBytes: 500 * 1024, queriesPerDay: 5, requestsPerMinute: 2 });
    expect(config.http.siteOrigins).toEqual(['http://localhost:3000', 'http://localhost:3001']);
  });

  it.each([
    ['PORT', 'eighty', 'PORT must be a whole number'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL must be a postgres:// URL'],
    ['RATE_LIMIT_ADMIN_PER_MINUTE', '0', 'RATE_LIMIT_ADMIN_PER_MINUTE must be at least 1'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of'],
    ['LOG_FORMAT', 'xml', 'LOG_FORMAT must be json or pretty'],
  ])('stops on a wrong %s with one sentence naming it', (name, value, expected) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(expected);
  });

  it('logs JSON unless a person runs it in development at a terminal, or LOG_FORMAT says otherwise', () => {
    expect(defaultLogFormat('development', { isTTY: true })).toBe('pretty');
    expect(defaultLogFormat('development', { isTTY: false })).toBe('json');
    expect(defaultLogFormat('production', { isTTY: true })).toBe('json');
    expect(defaultLogFormat('test', { isTTY: true })).toBe('json');
    expect(loadConfig(base).logFormat).toBe('json');
    expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('reads plan overrides, with -1 meaning no cap', () => {
    const config = loadConfig({ ...base, PLAN_FREE_QUERIES_PER_DAY: '50', PLAN_PRO_MAX_DOCUMENTS: '-1' });
    expect(config.plans.free.queriesPerDay).toBe(50);
    expect(config.plans.pro.maxDocuments).toBeNull();
  });

  it('requires real secrets in production and never prints them', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow('JWT_SECRET is required in production');
    const config = loadConfig({ ...base, JWT_SECRET: 'j'.repeat(40), API_KEY_PEPPER: 'p'.repeat(40) });
    expect(JSON.stringify(config)).not.toContain('jjjj');
    expect(config.keys.pepper.reveal()).toBe('p'.repeat(40));
  });
});
