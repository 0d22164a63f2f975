import { usageRange } from './usage-range.js';

const now = new Date('2026-11-23T01:30:00Z');

describe('usage range', () => {
  it('defaults to the last 30 UTC days, today included', () => {
    const range = usageRange({}, now);
    expect(range).toMatchObject({ from: '2026-10-25', to: '2026-11-23' });
    expect(range.days).toHaveLength(30);
  });

  it('takes ?days= or an explicit from/to', () => {
    expect(usageRange({ days: 1 }, now).days).toEqual(['2026-11-23']);
    expect(usageRange({ from: '2026-02-27', to: '2026-03-01' }, now).days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('refuses reversed, unreal and over-long ranges', () => {
    expect(() => usageRange({ from: '2026-11-02', to: '2026-11-01' }, now)).toThrow('from must be on or before to.');
    expect(() => usageRange({ from: '2026-02-30' }, now)).toThrow(/real date/);
    expect(() => usageRange({ from: '2024-01-01', to: '2026-01-01' }, now)).toThrow(/at most 366 days/);
  });
});
