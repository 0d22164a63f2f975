import { DEFAULT_PLAN_LIMITS } from './plan-catalog.js';
import { formatBytes, limitFeatures } from './plan-features.js';

describe('plan feature lines written from the limits', () => {
  it('reads the default plans the way the pricing copy does', () => {
    expect(limitFeatures(DEFAULT_PLAN_LIMITS.free)).toEqual([
      '1 PDF, up to 500KB (about 2-3 pages)',
      '5 chat queries per day',
      '2 requests per minute',
      '1 admin API key',
      'Pagewise badge on the widget',
      'English answers',
      'Basic analytics: daily usage counts',
    ]);
    expect(limitFeatures(DEFAULT_PLAN_LIMITS.pro).slice(0, 3)).toEqual(['Up to 5 PDFs, 2MB each', '100 chat queries per day', '3 API keys (admin + 2 scoped)']);
    expect(limitFeatures(DEFAULT_PLAN_LIMITS.enterprise).slice(0, 3)).toEqual(['Unlimited documents', 'Unlimited chat queries', 'Unlimited API keys']);
  });

  it('follows overridden numbers', () => {
    expect(limitFeatures({ ...DEFAULT_PLAN_LIMITS.free, queriesPerDay: 1, maxFileBytes: 1024 * 1024 })[0]).toBe('1 PDF, up to 1MB');
    expect(limitFeatures({ ...DEFAULT_PLAN_LIMITS.free, queriesPerDay: 1 })[1]).toBe('1 chat query per day');
    expect(formatBytes(1536 * 1024)).toBe('1.5MB');
    expect(limitFeatures({ ...DEFAULT_PLAN_LIMITS.free, analytics: 'advanced' })).toContain('Advanced analytics: questions most asked, not answered and rated down');
  });
});
