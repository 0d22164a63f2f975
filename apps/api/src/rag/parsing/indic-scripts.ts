/**
 * The Indic scripts whose vowel signs can be drawn to the left of their consonant ("pre-base" matras), as
 * character classes (regular-expression ranges). Telugu and Kannada have no such signs and are not listed.
 */
export interface IndicScript {
  name: string;
  consonants: string;
  nukta: string;
  virama: string;
  /** Vowel signs written after the consonant but drawn before it (and before a whole conjunct). */
  preBase: string;
  /** Every dependent vowel sign: what may stand between a syllable's consonants and its reph. */
  vowelSigns: string;
  /** The letter RA: RA + virama before a consonant is drawn as a reph, after the syllable it starts. */
  ra: string;
}

export const INDIC_SCRIPTS: IndicScript[] = [
  {
    name: 'Devanagari', // Hindi, Marathi, Nepali, Sanskrit
    consonants: '\u0915-\u0939\u0958-\u095F\u0978-\u097F',
    nukta: '\u093C',
    virama: '\u094D',
    preBase: '\u093F\u094E',
    vowelSigns: '\u093A\u093B\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963',
    ra: '\u0930',
  },
  {
    name: 'Bengali', // Bengali, Assamese
    consonants: '\u0995-\u09B9\u09CE\u09DC-\u09DF\u09F0\u09F1',
    nukta: '\u09BC',
    virama: '\u09CD',
    preBase: '\u09BF\u09C7\u09C8',
    vowelSigns: '\u09BE-\u09C4\u09C7\u09C8\u09CB\u09CC\u09D7\u09E2\u09E3',
    ra: '\u09B0',
  },
  {
    name: 'Gurmukhi',
    consonants: '\u0A15-\u0A39\u0A59-\u0A5E',
    nukta: '\u0A3C',
    virama: '\u0A4D',
    preBase: '\u0A3F',
    vowelSigns: '\u0A3E-\u0A42\u0A47\u0A48\u0A4B\u0A4C',
    ra: '', // Gurmukhi writes no reph
  },
  {
    name: 'Oriya',
    consonants: '\u0B15-\u0B39\u0B5C-\u0B5F\u0B71',
    nukta: '\u0B3C',
    virama: '\u0B4D',
    preBase: '\u0B47\u0B48',
    vowelSigns: '\u0B3E-\u0B44\u0B47\u0B48\u0B4B\u0B4C\u0B55-\u0B57\u0B62\u0B63',
    ra: '\u0B30',
  },
  {
    name: 'Tamil',
    consonants: '\u0B95-\u0BB9',
    nukta: '',
    virama: '\u0BCD',
    preBase: '\u0BC6\u0BC7\u0BC8',
    vowelSigns: '\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCC\u0BD7',
    ra: '', // Tamil writes no reph
  },
  {
    name: 'Malayalam',
    consonants: '\u0D15-\u0D3A',
    nukta: '',
    virama: '\u0D4D',
    preBase: '\u0D46\u0D47\u0D48',
    vowelSigns: '\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4C\u0D57\u0D62\u0D63',
    ra: '', // its dot reph is a character of its own (U+0D4E), stored in logical order
  },
];
