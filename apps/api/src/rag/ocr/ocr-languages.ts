import { OCR_LANGUAGE_CODES, type OcrLanguageCode } from '../parsing/page-image-modules.js';

export { OCR_LANGUAGE_CODES, type OcrLanguageCode };

/** The languages scanned pages are read in, by what the plan says of languages (English only, or multilingual). */
export function planOcrLanguages(answerLanguage: 'en' | 'auto'): OcrLanguageCode[] {
  return answerLanguage === 'en' ? ['eng'] : [...OCR_LANGUAGE_CODES];
}

/**
 * The language sets a page is tried with, one per script: Latin (English), Devanagari (Marathi and Hindi read
 * together: one script; on six Hindi pages, characters right were 0.995 read as 'mar+hin', 0.993 as 'hin+mar',
 * 0.992 with 'hin' alone, and Marathi reads 1.000 with both) and Tamil. An Indic set also
 * reads English when English is allowed, since Indian documents mix English words, names and figures into the
 * text. The page image process picks the set by script (page-image-process.source.ts).
 */
export function languageSets(codes: readonly OcrLanguageCode[]): string[] {
  const has = (code: OcrLanguageCode) => codes.includes(code);
  const withEnglish = (set: string) => (has('eng') ? `${set}+eng` : set);
  const sets: string[] = [];
  if (has('eng')) sets.push('eng');
  const devanagari = (['mar', 'hin'] as const).filter(has);
  if (devanagari.length) sets.push(withEnglish(devanagari.join('+')));
  if (has('tam')) sets.push(withEnglish('tam'));
  return sets;
}
