import { saysNotFound } from './not-found-reply.js';

describe('saysNotFound', () => {
  it('recognises the fixed sentence, alone or with a little more, in each language it is asked in', () => {
    expect(saysNotFound("I couldn't find anything about that in your documents.", 3)).toBe(true);
    expect(saysNotFound('I couldn’t find anything about that in your documents. Try asking about leave or expenses.', 3)).toBe(true);
    expect(saysNotFound('मुझे आपके दस्तावेज़ों में इसके बारे में कुछ नहीं मिला।', 3)).toBe(true);
  });

  it('does not mistake an answer that cites the passages, or any other answer, for it', () => {
    expect(saysNotFound("Employees get 24 days [1]. I couldn't find anything about that in your documents.", 3)).toBe(false);
    expect(saysNotFound("Leave is 24 days [handbook.pdf, p. 1]. I couldn't find anything about that in your documents.", 3)).toBe(false);
    expect(saysNotFound('The documents do not say how long refunds take.', 3)).toBe(false);
  });
});
