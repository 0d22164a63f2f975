import { keepContent } from '../../rag/answering/extractive-terms.js';
import { segmentWords } from '../../rag/retrieval/text-search-config.js';

/**
 * Question words and function words of Hindi, Marathi and Tamil, which say how a question is asked rather than
 * what it asks about ("क्या", "कसे", "என்ன"). English ones come from the answering code's list (extractive-terms.ts).
 * Written in NFC, as segmentWords() gives words.
 */
const INDIC_STOP = new Set(
  [
    // Hindi
    'क्या', 'है', 'हैं', 'था', 'थी', 'थे', 'हो', 'होता', 'होती', 'होते', 'होगा', 'होगी', 'का', 'की', 'के', 'को', 'में', 'से', 'पर',
    'ने', 'और', 'या', 'भी', 'तो', 'ही', 'एक', 'यह', 'वह', 'ये', 'वे', 'इस', 'उस', 'इसका', 'उसका', 'कैसे', 'कब', 'कहाँ', 'कहां',
    'कौन', 'कौनसा', 'कौनसी', 'कितना', 'कितनी', 'कितने', 'क्यों', 'मैं', 'मुझे', 'मेरा', 'मेरी', 'मेरे', 'आप', 'आपका', 'आपकी',
    'हम', 'हमें', 'कर', 'करें', 'करना', 'करता', 'करते', 'सकता', 'सकती', 'सकते', 'लिए', 'बारे', 'बताइए', 'बताओ', 'बताएं',
    // Marathi
    'काय', 'आहे', 'आहेत', 'होते', 'होता', 'होती', 'कसे', 'कसा', 'कशी', 'कसं', 'कधी', 'कुठे', 'कोण', 'कोणता', 'कोणती', 'कोणते',
    'किती', 'आणि', 'किंवा', 'च्या', 'ची', 'चा', 'चे', 'मध्ये', 'ला', 'ना', 'हे', 'ही', 'तो', 'ती', 'ते', 'मी', 'मला', 'माझा',
    'माझी', 'माझे', 'आम्ही', 'आम्हाला', 'तुम्ही', 'तुमचा', 'तुमची', 'तुमचे', 'करू', 'करावे', 'करायचे', 'शकतो', 'शकते', 'साठी',
    'बद्दल', 'सांगा', 'पण', 'व',
    // Tamil
    'என்ன', 'எப்படி', 'எங்கே', 'எங்கு', 'எப்போது', 'யார்', 'ஏன்', 'எத்தனை', 'எவ்வளவு', 'எது', 'எந்த', 'ஒரு', 'இது', 'அது',
    'இந்த', 'அந்த', 'மற்றும்', 'அல்லது', 'உள்ளது', 'உள்ளன', 'இருக்கிறது', 'இருக்கும்', 'நான்', 'நாங்கள்', 'நீங்கள்', 'என்',
    'எனது', 'உங்கள்', 'உங்களுடைய', 'ஆகும்', 'ஆக', 'என்று', 'பற்றி', 'செய்வது', 'செய்ய', 'முடியும்', 'சொல்லுங்கள்', 'தான்', 'கூட',
  ].map((w) => w.normalize('NFC')),
);

/** English words that frame a request rather than name its subject ("tell me about", "please explain"). */
const ENGLISH_FRAME = new Set(['me', 'my', 'mine', 'us', 'i', "i'm", 'tell', 'please', 'explain', 'describe', 'show', 'know', 'want', 'need', 'like', 'give', 'any', 'some', 'get', 'find']);

/** At most this many terms of a question are kept; a pasted paragraph is not a question to group. */
const MAX_TERMS = 24;

/**
 * The normalised terms of a question, in any script: Unicode words (Intl.Segmenter outside plain Latin text,
 * lower-cased), without function and question words of English, Hindi, Marathi and Tamil, English plural and
 * tense endings folded. Distinct and sorted, so two wordings of one question give the same list.
 */
export function questionTerms(question: string): string[] {
  const words = keepContent(segmentWords(question.replace(/['’]s\b/g, '')).map(singular)).filter(
    (w) => !INDIC_STOP.has(w) && !ENGLISH_FRAME.has(w) && /[\p{L}\p{N}]/u.test(w),
  );
  return [...new Set(words)].slice(0, MAX_TERMS).sort();
}

/** Jaccard similarity of two sorted, distinct term lists: shared terms over all terms. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i] < b[j]) i += 1;
    else j += 1;
  }
  return shared / (a.length + b.length - shared);
}

/** "policies" as "policy", before the answering code's folding (which cuts "s", "es", "ed" and "ing"). */
function singular(word: string): string {
  return word.length > 4 && /^[a-z]+ies$/.test(word) ? `${word.slice(0, -3)}y` : word;
}
