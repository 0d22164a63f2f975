import { jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { viewerWords } from '../viewer/viewer-words';
import { english, fill, LANGUAGES, pickLanguage } from './words';

const dir = fileURLToPath(new URL('./packs/', import.meta.url));
const packs = Object.fromEntries(readdirSync(dir).filter((file) => file.endsWith('.json')).map((file) => [file.replace('.json', ''), JSON.parse(readFileSync(dir + file, 'utf8'))]));
const all: Record<string, string> = { ...english, ...viewerWords };
/** What a reader counts as characters: a Tamil or Devanagari letter with its vowel sign is one. */
const length = (text: string) => [...new Intl.Segmenter().segment(text)].length;
const placeholders = (text: string) => (text.match(/\{\w+\}/g) || []).sort();
/** Each pack's own script: Devanagari for Hindi and Marathi, Tamil for Tamil. */
const SCRIPT: Record<string, RegExp> = { hi: /\p{Script=Devanagari}/u, mr: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u };

describe('the language packs', () => {
  it('exist for every language the widget speaks besides English', () => {
    expect(Object.keys(packs).sort()).toEqual(LANGUAGES.filter((l) => l !== 'en').sort());
  });

  it.each(Object.keys(packs))('%s has every word, with the same placeholders, in its own script', (code) => {
    const pack: Record<string, string> = packs[code];
    expect(Object.keys(pack).sort()).toEqual(Object.keys(all).sort());
    for (const [key, text] of Object.entries(pack)) {
      expect([key, placeholders(text)]).toEqual([key, placeholders(all[key])]);
      // No English left behind: apart from placeholders, the product's name and digits, letters are the pack's script.
      const letters = text.replace(/\{\w+\}|Pagewise/g, '').match(/\p{L}/gu) || [];
      expect([key, letters.filter((ch) => !SCRIPT[code].test(ch))]).toEqual([key, []]);
      // Short and plain: none more than one and a half times as long as the English (the widget is 380 px wide).
      expect([key, length(text) <= Math.max(1.5 * length(all[key]), 16)]).toEqual([key, true]);
    }
  });
});

describe('pickLanguage', () => {
  const page = (lang: string) => document.documentElement.setAttribute('lang', lang);
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('takes data-lang first, then the page, then the browser; else English', () => {
    page('mr');
    expect(pickLanguage('ta')).toBe('ta');
    expect(pickLanguage('hi-IN')).toBe('hi');
    expect(pickLanguage(undefined)).toBe('mr');
    // A language the widget does not speak falls through to the next choice.
    expect(pickLanguage('fr')).toBe('mr');
    page('de');
    expect(pickLanguage()).toBe('en'); // jsdom's browser speaks en-US
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'ta-IN']);
    expect(pickLanguage()).toBe('ta');
    languages.mockRestore();
  });
});

it('fill puts values, nodes included, in place of their placeholders', () => {
  expect(fill('{name}, page {page}', { name: 'A.pdf', page: 4 })).toEqual(['', 'A.pdf', ', page ', 4, '']);
  expect(fill('{name}, பக்கம் {page}', { name: 'A.pdf', page: 4 }).join('')).toBe('A.pdf, பக்கம் 4');
});
