import { type CandidateChunk, DEFAULT_RANKING, idf, rankChunks } from './bm25-ranker.js';
import { bestPassageScore } from './best-passage.js';
import { reciprocalRankFusion } from './reciprocal-rank-fusion.js';

const chunk = (id: string, length: number, hits: Record<string, number[]>, title: string[] = [], ordinal = 0, documentId = 'd1'): CandidateChunk => ({
  id,
  documentId,
  ordinal,
  length,
  hits: new Map(Object.entries(hits).map(([lexeme, positions]) => [lexeme, { positions, bodyPositions: title.includes(lexeme) ? positions.slice(1) : positions, inTitle: title.includes(lexeme) }])),
});

const plain = { ...DEFAULT_RANKING, neighbourWeight: 0, documentWeight: 0, passageWeight: 0 };

/**
 * 300 reproducible questions, each with a chunk of `span` positions: up to `maxTerms` terms, four in five of
 * them in the chunk at `minPositions` to `minPositions` + 11 distinct positions.
 */
function* randomCases({ seed, maxTerms, minPositions, span }: { seed: number; maxTerms: number; minPositions: number; span: number }) {
  const random = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  for (let run = 0; run < 300; run++) {
    const terms = Array.from({ length: 1 + Math.floor(random() * maxTerms) }, (_, i) => ({ lexeme: `t${i}`, idf: random() * 5, weight: random() < 0.3 ? 0.6 : 1 }));
    const hits: Record<string, number[]> = {};
    for (const t of terms) {
      if (random() < 0.2) continue;
      const positions = new Set(Array.from({ length: minPositions + Math.floor(random() * 12) }, () => 1 + Math.floor(random() * span)));
      hits[t.lexeme] = [...positions].sort((a, b) => a - b);
    }
    yield { run, terms, c: chunk(`c${run}`, span, hits) };
  }
}

describe('BM25 ranker', () => {
  it('weights rare terms above common ones (real IDF)', () => {
    expect(idf(1, 1000)).toBeGreaterThan(idf(500, 1000));
    const terms = [
      { lexeme: 'tesla', idf: idf(3, 1000), weight: 1 },
      { lexeme: 'year', idf: idf(400, 1000), weight: 1 },
    ];
    const ranked = rankChunks(terms, [chunk('common', 100, { year: [5, 40, 80] }), chunk('rare', 100, { tesla: [7] })], 100, plain);
    expect(ranked[0].id).toBe('rare');
  });

  it('normalizes by length and rewards terms that stand close together', () => {
    const terms = [
      { lexeme: 'alternating', idf: 3, weight: 1 },
      { lexeme: 'current', idf: 3, weight: 1 },
    ];
    const near = chunk('near', 100, { alternating: [10], current: [11] });
    const far = chunk('far', 100, { alternating: [10], current: [90] });
    const long = chunk('long', 400, { alternating: [10], current: [90] });
    expect(rankChunks(terms, [far, long, near], 100, plain).map((r) => r.id)).toEqual(['near', 'far', 'long']);
  });

  it('boosts title matches and reports the share of the query matched', () => {
    const terms = [
      { lexeme: 'warsaw', idf: 2, weight: 1 },
      { lexeme: 'bridge', idf: 2, weight: 1 },
    ];
    const ranked = rankChunks(terms, [chunk('body', 100, { warsaw: [50] }), chunk('title', 100, { warsaw: [1] }, ['warsaw'])], 100, plain);
    expect(ranked[0].id).toBe('title');
    expect(ranked[0].coverage).toBeCloseTo(0.5);
  });

  it('lets a strong neighbouring chunk lift a chunk of the same document', () => {
    const terms = [{ lexeme: 'tesla', idf: 2, weight: 1 }, { lexeme: 'die', idf: 2, weight: 1 }];
    const chunks = [
      chunk('a0', 100, { tesla: [3, 9] }, [], 0, 'a'),
      chunk('a1', 100, { die: [4] }, [], 1, 'a'),
      chunk('b0', 100, { die: [4] }, [], 0, 'b'),
    ];
    const ranked = rankChunks(terms, chunks, 100, { ...plain, neighbourWeight: 0.2 });
    expect(ranked.findIndex((r) => r.id === 'a1')).toBeLessThan(ranked.findIndex((r) => r.id === 'b0'));
  });

  it('prefers the chunk whose matches sit together in one passage', () => {
    const terms = [
      { lexeme: 'capital', idf: 2, weight: 1 },
      { lexeme: 'kingdom', idf: 2, weight: 1 },
      { lexeme: 'poland', idf: 3, weight: 1 },
    ];
    // Same words, same counts: one chunk holds them in one sentence, the other over its whole length.
    const together = chunk('together', 120, { capital: [40], kingdom: [52], poland: [54] });
    const scattered = chunk('scattered', 120, { capital: [5], kingdom: [60], poland: [115] });
    const withoutWindow = rankChunks(terms, [scattered, together], 120, { ...plain, proximityWeight: 0 });
    expect(withoutWindow[0].score).toBeCloseTo(withoutWindow[1].score);
    const ranked = rankChunks(terms, [scattered, together], 120, { ...plain, proximityWeight: 0, passageWeight: 0.5 });
    expect(ranked.map((r) => r.id)).toEqual(['together', 'scattered']);
    expect(bestPassageScore(terms, together, 50, 1.2)).toBeCloseTo(2 + 2 + 3);
    expect(bestPassageScore(terms, scattered, 50, 1.2)).toBeCloseTo(3);
  });

  it('fuses ranked lists by reciprocal rank', () => {
    expect(reciprocalRankFusion([['a', 'b', 'c'], ['c', 'a']]).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });

  it('scores the best passage in one sliding pass exactly as window-by-window counting does', () => {
    // The way it was first written: every window recounted in a map of its own.
    const reference = (terms: Array<{ lexeme: string; idf: number; weight: number }>, c: CandidateChunk, length: number, k1: number) => {
      const occurrences: Array<{ position: number; term: (typeof terms)[number] }> = [];
      for (const term of terms) for (const position of c.hits.get(term.lexeme)?.bodyPositions ?? []) occurrences.push({ position, term });
      occurrences.sort((a, b) => a.position - b.position);
      let best = 0;
      for (let start = 0; start < occurrences.length; start++) {
        const tf = new Map<(typeof terms)[number], number>();
        for (let i = start; i < occurrences.length && occurrences[i].position - occurrences[start].position < length; i++) tf.set(occurrences[i].term, (tf.get(occurrences[i].term) ?? 0) + 1);
        let score = 0;
        for (const [term, f] of tf) score += (term.weight * term.idf * f * (k1 + 1)) / (f + k1);
        best = Math.max(best, score);
      }
      return best;
    };
    for (const { run, terms, c } of randomCases({ seed: 7, maxTerms: 12, minPositions: 0, span: 200 })) {
      const length = [5, 20, 50, 80][run % 4];
      expect(bestPassageScore(terms, c, length, 1.2)).toBe(reference(terms, c, length, 1.2));
    }
  });
  it('adds the proximity bonus exactly as a scan of every pair of positions does', () => {
    // BM25 and proximity as they were first written: every position of one term against every one of the other.
    const reference = (terms: Array<{ lexeme: string; idf: number; weight: number }>, c: CandidateChunk, averageLength: number) => {
      const { k1, b, window, proximityWeight } = plain;
      const norm = k1 * (1 - b + (b * c.length) / averageLength);
      let score = 0;
      for (const term of terms) {
        const tf = c.hits.get(term.lexeme)?.positions.length;
        if (tf) score += term.weight * term.idf * ((tf * (k1 + 1)) / (tf + norm));
      }
      const present = terms.filter((t) => c.hits.has(t.lexeme));
      let bonus = 0;
      for (let i = 0; i < present.length; i++) {
        for (let j = i + 1; j < present.length; j++) {
          let tpi = 0;
          for (const p of c.hits.get(present[i].lexeme)!.positions) {
            for (const q of c.hits.get(present[j].lexeme)!.positions) {
              const d = Math.abs(p - q);
              if (d > 0 && d <= window) tpi += 1 / (d * d);
            }
          }
          if (tpi) bonus += (Math.min(present[i].idf * present[i].weight, present[j].idf * present[j].weight) * (tpi * (k1 + 1))) / (tpi + norm);
        }
      }
      return score + proximityWeight * bonus;
    };
    for (const { terms, c } of randomCases({ seed: 11, maxTerms: 6, minPositions: 1, span: 60 })) {
      const [ranked] = rankChunks(terms, [c], 80, { ...plain, titleWeight: 0 });
      expect(ranked.score).toBe(reference(terms, c, 80));
    }
  });
});
