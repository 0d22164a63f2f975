import type { AnswerEvidence } from './answer-evidence.js';
import { keywordConfidences, vectorConfidence } from './confidence.js';

/** What retrieval says about a question the documents clearly answer, in an organization of several documents. */
const clear: AnswerEvidence = { coverage: 1, windowCoverage: 0.9, missingNames: 0, strength: 1.6, documentLead: 0.9, documents: 16 };

describe('confidence', () => {
  it('is high for a passage that clearly leads, and lower when others come close', () => {
    const [leading] = keywordConfidences([{ score: 10, missingNames: 0 }, { score: 5, missingNames: 0 }], clear);
    const [close, runnerUp] = keywordConfidences([{ score: 10, missingNames: 0 }, { score: 9.8, missingNames: 0 }], clear);
    expect(leading).toBeGreaterThan(0.8);
    expect(close).toBeLessThan(leading);
    expect(runnerUp).toBeLessThan(close);
  });

  it('is low when the question is not about these documents, and stays within 0..1', () => {
    const elsewhere = { ...clear, coverage: 0.3, windowCoverage: 0.3, strength: 0.5, documentLead: 0.05 };
    const [weak] = keywordConfidences([{ score: 10, missingNames: 0 }, { score: 9, missingNames: 0 }], elsewhere);
    expect(weak).toBeLessThan(0.1);
    const [lacksName] = keywordConfidences([{ score: 10, missingNames: 0.5 }, { score: 5, missingNames: 0.5 }], clear);
    const [leading] = keywordConfidences([{ score: 10, missingNames: 0 }, { score: 5, missingNames: 0 }], clear);
    expect(lacksName).toBeLessThan(leading);
    for (const c of keywordConfidences([{ score: 1e9, missingNames: 0 }, { score: 0, missingNames: 1 }], clear)) {
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(1);
    }
    expect(keywordConfidences([], clear)).toEqual([]);
    expect(vectorConfidence(0.2)).toBe(0.8);
    expect(vectorConfidence(1.7)).toBe(0);
  });

  it('reads the evidence of a single document with its own curve', () => {
    const one = { ...clear, documents: 1, documentLead: 1 };
    const [alone] = keywordConfidences([{ score: 10, missingNames: 0 }, { score: 5, missingNames: 0 }], one);
    expect(alone).toBeGreaterThan(0.5);
    expect(alone).toBeLessThanOrEqual(1);
  });
});
