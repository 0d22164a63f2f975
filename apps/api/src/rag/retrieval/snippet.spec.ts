import { quotedSnippet } from './snippet.js';

const text = 'Tesla was born in 1856 in Smiljan. He moved to New York in 1884. Tesla died in New York in 1943.';

describe('the snippet of a source', () => {
  it('is the sentence the answer quotes from the passage, though another shares more of the question', () => {
    expect(quotedSnippet({ text }, 'Tesla died in New York in 1943. [tesla.pdf, p. 4]', 'When did Tesla move to New York and when did he die?')).toBe('Tesla died in New York in 1943.');
  });

  it("is the sentence closest to a model's own wording when nothing is quoted word for word", () => {
    expect(quotedSnippet({ text }, 'He arrived in New York in 1884 [1].', 'When did he arrive?')).toBe('He moved to New York in 1884.');
  });
});
