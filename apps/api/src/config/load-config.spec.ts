import { availableParallelism } from 'node:os';
import { ConfigError, defaultLogFormat, loadConfig } from './load-config.js';

describe('loadConfig', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/pagewise-config-spec' };

  it('gives the embedded defaults with no variables set', () => {
    const config = loadConfig(base);
    expect(config.http.port).toBe(8000);
    expect(config.database.url).toBeNull();
    expect(config.redis.url).toBeNull();
    expect(config.rateLimits).toEqual({ adminPerMinute: 25, scopedPerMinute: 15, widgetPerMinute: 10, dashboardPerMinute: 300 });
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

  it('reads plan overrides from PLANS_JSON, with null meaning no cap', () => {
    const config = loadConfig({ ...base, PLANS_JSON: '{"free": {"queriesPerDay": 50, "maxFileBytes": 1048576}, "pro": {"maxDocuments": null}}' });
    expect(config.plans.free).toMatchObject({ queriesPerDay: 50, maxFileBytes: 1048576, maxDocuments: 1, requestsPerMinute: 2 });
    expect(config.plans.pro.maxDocuments).toBeNull();
    expect(config.plans.enterprise).toEqual(loadConfig(base).plans.enterprise);
  });

  it('refuses a PLANS_JSON it cannot apply with one sentence naming the limit', () => {
    expect(() => loadConfig({ ...base, PLANS_JSON: '{free: 1}' })).toThrow('PLANS_JSON must be a JSON object');
    expect(() => loadConfig({ ...base, PLANS_JSON: '{"gold": {}}' })).toThrow('PLANS_JSON: gold is not a plan (free, pro, enterprise)');
    expect(() => loadConfig({ ...base, PLANS_JSON: '{"free": {"speed": 1}}' })).toThrow('PLANS_JSON: free.speed is not a plan limit');
    expect(() => loadConfig({ ...base, PLANS_JSON: '{"pro": {"queriesPerDay": -1}}' })).toThrow(
      'PLANS_JSON: pro.queriesPerDay must be a whole number of at least 0, or null for no cap',
    );
    expect(() => loadConfig({ ...base, PLANS_JSON: '{"free": {"badgeRemovable": "yes"}}' })).toThrow('PLANS_JSON: free.badgeRemovable must be true or false');
  });

  it('stops on the PLAN_* variables PLANS_JSON replaced, naming the setting to write instead', () => {
    expect(() => loadConfig({ ...base, PLAN_FREE_QUERIES_PER_DAY: '50' })).toThrow(
      `Invalid configuration: PLAN_FREE_QUERIES_PER_DAY is no longer read: plan limits are changed in PLANS_JSON, e.g. PLANS_JSON='{"free": {"queriesPerDay": 50}}'`,
    );
    expect(() => loadConfig({ ...base, PLAN_PRO_MAX_FILE_KB: '-1' })).toThrow(`PLANS_JSON='{"pro": {"maxFileBytes": null}}'`);
    expect(() => loadConfig({ ...base, PLAN_FREE_MAX_FILE_KB: '1000' })).toThrow(`PLANS_JSON='{"free": {"maxFileBytes": 1024000}}'`);
  });

  it('requires real secrets in production and never prints them', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow('JWT_SECRET is required in production');
    const config = loadConfig({ ...base, JWT_SECRET: 'j'.repeat(40), API_KEY_PEPPER: 'p'.repeat(40) });
    expect(JSON.stringify(config)).not.toContain('jjjj');
    expect(config.keys.pepper.reveal()).toBe('p'.repeat(40));
  });

  it('takes a hop count or proxy addresses for TRUST_PROXY, and refuses "true", which would trust every hop', () => {
    expect(loadConfig(base).http.trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' }).http.trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).http.trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback, 10.0.0.0/8 ,fd00::/8' }).http.trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration: TRUST_PROXY=true would trust every hop, so any client could choose its own address with X-Forwarded-For. ' +
        'Set the number of proxies in front of the API (TRUST_PROXY=1) or their addresses (TRUST_PROXY=loopback, 10.0.0.0/8).',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'proxy.internal' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be false, a number of proxies such as 1, or proxy addresses such as "loopback, 10.0.0.0/8" (got "proxy.internal").',
    );
  });

  it('reads what a PDF may cost, in MB where the setting says MB', () => {
    const MB = 1024 * 1024;
    expect(loadConfig(base).rag.pdf).toEqual({
      timeoutMs: 60_000,
      maxMemoryMb: 1024,
      maxStreamBytes: 256 * MB,
      maxDocumentBytes: 1024 * MB,
      maxPages: 10_000,
      maxTextBytes: 32 * MB,
    });
    const set = loadConfig({ ...base, PDF_PARSE_MAX_STREAM_MB: '64', PDF_PARSE_MAX_DECODED_MB: '512', PDF_PARSE_MAX_PAGES: '500', PDF_PARSE_MAX_TEXT_MB: '8' });
    expect(set.rag.pdf).toMatchObject({ maxStreamBytes: 64 * MB, maxDocumentBytes: 512 * MB, maxPages: 500, maxTextBytes: 8 * MB });
    expect(() => loadConfig({ ...base, PDF_PARSE_MAX_MEMORY_MB: '64' })).toThrow('PDF_PARSE_MAX_MEMORY_MB must be at least 128');
  });

  it('reads documents in hand and files read at once, never more readers than documents in hand', () => {
    const { concurrency, parsers } = loadConfig(base).ingestion;
    expect(concurrency).toBe(3);
    expect(parsers).toBe(Math.max(1, Math.min(2, availableParallelism() - 1)));
    expect(loadConfig({ ...base, INGESTION_CONCURRENCY: '8', INGESTION_PARSERS: '4' }).ingestion).toMatchObject({ concurrency: 8, parsers: 4 });
    expect(loadConfig({ ...base, INGESTION_CONCURRENCY: '1', INGESTION_PARSERS: '4' }).ingestion).toMatchObject({ concurrency: 1, parsers: 1 });
    expect(() => loadConfig({ ...base, INGESTION_PARSERS: '0' })).toThrow('INGESTION_PARSERS must be at least 1');
  });

  it('keeps one spare parser process by default, none when asked, never more than the documents in hand', () => {
    expect(loadConfig(base).ingestion.spareParsers).toBe(1);
    expect(loadConfig({ ...base, INGESTION_SPARE_PARSERS: '0' }).ingestion.spareParsers).toBe(0);
    expect(loadConfig({ ...base, INGESTION_CONCURRENCY: '2', INGESTION_SPARE_PARSERS: '5' }).ingestion.spareParsers).toBe(2);
    expect(() => loadConfig({ ...base, INGESTION_SPARE_PARSERS: '-1' })).toThrow('INGESTION_SPARE_PARSERS must be at least 0');
  });

  it('reads the widget budget of each plan', () => {
    expect(loadConfig(base).plans.free).toMatchObject({ widgetDailySharePercent: 60, widgetQueriesPerVisitorPerDay: 2 });
    const set = loadConfig({ ...base, PLANS_JSON: '{"pro": {"widgetDailySharePercent": 50, "widgetQueriesPerVisitorPerDay": null}}' });
    expect(set.plans.pro).toMatchObject({ widgetDailySharePercent: 50, widgetQueriesPerVisitorPerDay: null });
    expect(() => loadConfig({ ...base, PLANS_JSON: '{"free": {"widgetDailySharePercent": 120}}' })).toThrow(
      'PLANS_JSON: free.widgetDailySharePercent must be a whole number from 0 to 100',
    );
  });
});
