import { normalizePages, normalizeText } from './normalize-text.js';

describe('normalizeText', () => {
  it('drops NUL and reads the other control characters as spaces, keeping tabs and line breaks', () => {
    expect(normalizeText('Samples marked \u0000 go\u0001 to the\u007f lab\tnow\n')).toBe('Samples marked go to the lab\tnow\n');
  });

  it('reads a font that maps the space to a control code (C0 or C1) as words with spaces', () => {
    expect(normalizeText('Initial\u0002scale\u0002items\u0002for\u0002perceived\u0002usefulness')).toBe('Initial scale items for perceived usefulness');
    expect(normalizeText('one\u001Ftwo\u0081three\u009Dfour')).toBe('one two three four');
    expect(normalizeText('end \u0003\u0003 of line')).toBe('end of line');
  });

  it('reads the C1 codes Windows-1252 prints as punctuation as that punctuation', () => {
    expect(normalizeText('don\u0092t say \u0093maybe\u0094 \u0096 ever')).toBe('don’t say “maybe” – ever');
  });

  it('drops a soft hyphen inside a line and keeps one at a line end (where the wrap broke a word)', () => {
    expect(normalizeText('hy\u00ADphen\u00ADation of environ\u00AD\nmental')).toBe('hyphenation of environ\u00AD\nmental');
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
