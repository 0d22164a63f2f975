import { normalizePages, normalizeText } from './normalize-text.js';

describe('normalizeText', () => {
  it('drops NUL and the other control characters, keeping tabs and line breaks', () => {
    expect(normalizeText('Samples marked \u0000 go\u0001 to the\u007f lab\tnow\n')).toBe('Samples marked  go to the lab\tnow\n');
  });

  it('turns CR, CRLF, vertical tab and form feed into newlines', () => {
    expect(normalizeText('a\r\nb\rc\vd\fe')).toBe('a\nb\nc\nd\ne');
  });

  it('drops lone surrogates and keeps whole pairs', () => {
    expect(normalizeText('x\uD83Dy\uDE00z 🧪')).toBe('xyz 🧪');
  });

  it('composes to NFC', () => {
    expect(normalizeText('cafe\u0301')).toBe('café');
  });
});

describe('normalizePages', () => {
  it('cleans each page, restores Indic typed order, then composes', () => {
    const pages = normalizePages([
      { page: 1, text: 'Intro\u0000' },
      { page: 2, text: 'ெமாழி िदन' },
    ]);
    expect(pages).toEqual([
      { page: 1, text: 'Intro' },
      { page: 2, text: 'மொழி दिन' },
    ]);
    expect(pages[1].text).toBe('மொழி दिन'.normalize('NFC'));
  });
});
