import { keywordConfidences, vectorConfidence } from './confidence.js';

describe('confidence', () => {
  it('is high for a passage that clearly leads, and lower when others come close', () => {
    const [clear] = keywordConfidences([{ score: 10, coverage: 0.9 }, { score: 5, coverage: 0.5 }]);
    const [close, runnerUp] = keywordConfidences([{ score: 10, coverage: 0.9 }, { score: 9.8, coverage: 0.9 }]);
    expect(clear).toBeGreaterThan(0.9);
    expect(close).toBeLessThan(0.6);
    expect(runnerUp).toBeLessThan(close);
  });

  it('falls when a passage matches little of the question, and stays within 0..1', () => {
    const [weak] = keywordConfidences([{ score: 10, coverage: 0.02 }, { score: 5, coverage: 0.01 }]);
    expect(weak).toBeLessThan(0.2);
    for (const c of keywordConfidences([{ score: 1e9, coverage: 1 }, { score: 0, coverage: 0 }])) {
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
    }
    expect(keywordConfidences([])).toEqual([]);
    expect(vectorConfidence(0.2)).toBe(0.8);
    expect(vectorConfidence(1.7)).toBe(0);
  });
});
