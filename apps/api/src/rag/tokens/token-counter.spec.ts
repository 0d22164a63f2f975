import { countMessageTokens, countTextTokens, tokenUsage } from './token-counter.js';

describe('token counter', () => {
  it('counts text tokens and nothing for empty text', () => {
    expect(countTextTokens('')).toBe(0);
    expect(countTextTokens('hello world')).toBe(2);
    expect(countTextTokens('The warranty lasts two years from the date of purchase.')).toBeGreaterThan(8);
  });

  it('adds per-message overhead for chat prompts', () => {
    const messages = [{ content: 'hello world' }, { content: 'hello world' }];
    expect(countMessageTokens(messages)).toBe(2 * (4 + 2) + 3);
  });

  it('sums usage', () => {
    expect(tokenUsage(10, 5)).toEqual({ prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 });
  });
});
