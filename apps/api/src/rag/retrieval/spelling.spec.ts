import { editDistance } from './spelling.js';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours, stopping past the limit', () => {
    expect(editDistance('purhcas', 'purchas', 2)).toBe(1);
    expect(editDistance('bedigo', 'bendigo', 2)).toBe(1);
    expect(editDistance('sklodowska', 'skłodowska', 2)).toBe(1);
    expect(editDistance('tesla', 'tesla', 1)).toBe(0);
    expect(editDistance('kublai', 'cobalt', 1)).toBe(2);
  });
});
