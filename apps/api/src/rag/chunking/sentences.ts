/** Splits text into sentences with the platform's Unicode sentence rules (handles । and other scripts' stops). */
const segmenter = new Intl.Segmenter('und', { granularity: 'sentence' });

export interface Sentence {
  text: string;
  /** Offset of the sentence's first character in the input. */
  offset: number;
}

/** Abbreviations after which a full stop does not end a sentence. */
const ABBREVIATION = /(?:\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Prof|Gen|Col|Lt|No|vs|etc|e\.g|i\.e|c|ca|approx|U\.S|U\.K))\.\s*$/i;

export function splitSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  for (const { segment, index } of segmenter.segment(text)) {
    const trimmed = segment.trim();
    if (!trimmed) continue;
    const offset = index + segment.indexOf(trimmed[0]);
    const previous = out[out.length - 1];
    // "Dr. Tesla" or "c. 1856" are not two sentences; nor is a fragment without letters or digits.
    if (previous && (ABBREVIATION.test(previous.text) || !/[\p{L}\p{N}]/u.test(trimmed))) {
      previous.text = text.slice(previous.offset, offset + trimmed.length);
      continue;
    }
    out.push({ text: trimmed, offset });
  }
  return out;
}
