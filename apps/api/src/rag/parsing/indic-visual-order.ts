import { INDIC_SCRIPTS, type IndicScript } from './indic-scripts.js';

interface Rules {
  script: IndicScript;
  /** A pre-base sign with no consonant before it: only drawing order puts it there. */
  visualSign: RegExp;
  /** A pre-base sign with no consonant after it: only logical order puts it there. */
  logicalSign: RegExp;
  /** A pre-base sign and the consonant cluster it was drawn before. */
  signBeforeCluster: RegExp;
  /** A syllable and the reph (RA + virama) drawn after it. */
  syllableThenReph: RegExp | null;
}

const ZWJ = '\u200D';

function rulesFor(script: IndicScript): Rules {
  const { consonants: c, nukta, virama, preBase, vowelSigns, ra } = script;
  const n = nukta ? `[${nukta}]?` : '';
  const cluster = `[${c}]${n}(?:${virama}[${c}]${n})*`;
  return {
    script,
    visualSign: new RegExp(`(?<![${c}${nukta}])[${preBase}]`, 'g'),
    logicalSign: new RegExp(`[${preBase}](?![${c}])`, 'g'),
    signBeforeCluster: new RegExp(`([${preBase}])(${cluster})`, 'g'),
    // An eyelash RA (RA + virama + ZWJ) is a half form in place, not a reph.
    syllableThenReph: ra ? new RegExp(`(${cluster}[${vowelSigns}]*)(${ra}${virama})(?!${ZWJ})`, 'g') : null,
  };
}

const RULES = INDIC_SCRIPTS.map(rulesFor);

const count = (texts: string[], pattern: RegExp) => texts.reduce((sum, text) => sum + (text.match(pattern)?.length ?? 0), 0);

/**
 * Some PDF generators store Indic text in the order its glyphs are drawn: "दिन" comes out of the file as
 * "िदन", the vowel sign ि before the consonant it follows in writing, and "कर्म" as "कमर्", with the reph
 * after its syllable. Search cannot find such words. This puts them back in logical (typed) order.
 *
 * The order is decided once per document and script, by vote: in logical text every pre-base sign follows a
 * consonant; in drawing order every one precedes a consonant and many follow none. A document in logical order
 * is returned unchanged.
 */
export function restoreLogicalOrder(texts: string[]): string[] {
  let result = texts;
  for (const rules of RULES) {
    if (count(result, rules.visualSign) <= count(result, rules.logicalSign)) continue;
    result = result.map((text) => {
      let repaired = text.replace(rules.signBeforeCluster, '$2$1');
      if (rules.syllableThenReph) repaired = repaired.replace(rules.syllableThenReph, '$2$1');
      return repaired;
    });
  }
  return result;
}
