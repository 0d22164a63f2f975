import { restoreLogicalOrder } from './indic-visual-order.js';

/** Logical text and what pdf.js extracts from a pdfkit PDF of it (drawing order), as observed. */
const DRAWN: Array<[string, string, string]> = [
  ['Hindi', 'दिन', 'िदन'],
  ['Hindi: sign before a conjunct', 'स्थिति', 'िस्थित'],
  ['Hindi: sign after a conjunct syllable', 'क्षत्रिय', 'क्षित्रय'],
  ['Hindi: sign after another vowel sign', 'कृति', 'कृित'],
  ['Hindi: sign with nukta', 'ज़िला', 'िज़ला'],
  ['Hindi: reph', 'कर्म', 'कमर्'],
  ['Hindi: reph after a vowel sign', 'वर्मा', 'वमार्'],
  ['Hindi: reph mid-word', 'पर्वत', 'पवर्त'],
  ['Hindi: reph and pre-base sign on one syllable', 'आर्थिक', 'आिथर्क'],
  ['Hindi: reph over a conjunct with its sign', 'कर्ण्ड़ि', 'किण्ड़र्'],
  ['Marathi', 'विद्यार्थी', 'िवद्याथीर्'],
  ['Marathi: eyelash RA stays', 'र्‍हस्व', 'र्‍हस्व'],
  ['Bengali', 'দিন', 'িদন'],
  ['Bengali: two-part vowel', 'বোন', 'েবান'],
  ['Bengali: reph', 'কর্ম', 'কমর্'],
  ['Oriya: two-part vowel', 'କୋଣ', 'େକାଣ'],
  ['Oriya: reph', 'କର୍ମ', 'କମର୍'],
  ['Tamil', 'வேலை', 'ேவைல'],
  ['Tamil: two-part vowel', 'மொழி', 'ெமாழி'],
  ['Tamil: after a dead consonant', 'ஸ்டேஷன்', 'ஸ்ேடஷன்'],
  ['Tamil: conjunct', 'க்ஷேத்திரம்', 'ேக்ஷத்திரம்'],
  ['Malayalam', 'കെട്ട്', 'െകട്ട്'],
  ['Gurmukhi', 'ਦਿਨ', 'ਿਦਨ'],
];

/** A word of the same script that can only be in drawing order (its sign follows no consonant). */
const EVIDENCE: Record<string, string> = { Hindi: 'िदन', Marathi: 'िदन', Bengali: 'িদন', Oriya: 'େକବଳ', Tamil: 'ெமாழி', Malayalam: 'െകട്ട്', Gurmukhi: 'ਿਦਨ' };

/** The drawn word on a page of a document whose other page gives its order away. */
const restore = (name: string, drawn: string) => restoreLogicalOrder([EVIDENCE[name.split(':')[0]], drawn])[1].normalize('NFC');

describe('restoreLogicalOrder', () => {
  it.each(DRAWN)('%s: puts %s back in typed order', (name, logical, drawn) => {
    expect(restore(name, drawn)).toBe(logical.normalize('NFC'));
  });

  it('leaves text in logical order unchanged, word-final signs and all', () => {
    const texts = ['आज का दिन अच्छा है कि नहीं। कर्म और धर्म।', 'சென்னையில் வேலை', 'বেলা দিন', 'The same in English.'];
    expect(restoreLogicalOrder(texts)).toEqual(texts);
  });

  it('decides the order for the whole document: a page of conjunct-only words follows the others', () => {
    // Alone, "शिक्त" is ambiguous (a sign after a consonant); beside "िदन" the document is plainly in drawing order.
    expect(restoreLogicalOrder(['िदन', 'शिक्त'])).toEqual(['दिन', 'शक्ति']);
  });

  it('does not take a vowel sign shown on its own (as in a grammar book) for drawing order', () => {
    const grammar = ['मात्रा ि का उदाहरण: दिन, कि, किताब।'];
    expect(restoreLogicalOrder(grammar)).toEqual(grammar);
  });
});
