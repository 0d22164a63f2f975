import { fromHeading } from './starter-suggestions.js';

describe('starter questions from headings', () => {
  it('frames a heading as a question, dropping its numbering and keeping acronyms and names', () => {
    expect(fromHeading('Refunds and returns')).toBe('What should I know about refunds and returns?');
    expect(fromHeading('3.2 Refunds and returns')).toBe('What should I know about refunds and returns?');
    expect(fromHeading('Section 4: Claims')).toBe('What should I know about claims?');
    expect(fromHeading('GDPR and your data')).toBe('What should I know about GDPR and your data?');
    expect(fromHeading('McKinsey report')).toBe('What should I know about McKinsey report?');
    expect(fromHeading('TRAVEL EXPENSES')).toBe('What should I know about travel expenses?');
    expect(fromHeading('IV. Exclusions')).toBe('What should I know about exclusions?');
    expect(fromHeading('Can I cancel?')).toBe('Can I cancel?');
  });

  it('leaves out headings that make no question: numbers, fragments, very long lines, other scripts', () => {
    expect(fromHeading('12')).toBeNull();
    expect(fromHeading('A')).toBeNull();
    expect(fromHeading('x'.repeat(81))).toBeNull();
    expect(fromHeading('छुट्टी की नीति')).toBeNull();
    expect(fromHeading('விடுப்பு கொள்கை')).toBeNull();
  });
});
