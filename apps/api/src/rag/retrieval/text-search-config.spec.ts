import { foldArabic, nonLatinWords, orQueryLiteral, searchConfigFor, segmentWords, tsvectorLiteral } from './text-search-config.js';

describe('text search configuration per script', () => {
  it('uses the English stemmer for Latin script and simple words for Hindi, Marathi and Tamil', () => {
    expect(searchConfigFor('When did Tesla die?')).toBe('english');
    expect(searchConfigFor('टेस्ला की मृत्यु कब हुई?')).toBe('simple');
    expect(searchConfigFor('टेस्लाचा मृत्यू कधी झाला?')).toBe('simple');
    expect(searchConfigFor('டெஸ்லா எப்போது இறந்தார்?')).toBe('simple');
  });

  it('keeps Indic words whole (vowel signs included)', () => {
    expect(segmentWords('भारत की राजधानी नई दिल्ली है।')).toEqual(['भारत', 'की', 'राजधानी', 'नई', 'दिल्ली', 'है']);
    expect(segmentWords('சென்னை தமிழ்நாட்டின் தலைநகரம்')).toEqual(['சென்னை', 'தமிழ்நாட்டின்', 'தலைநகரம்']);
  });

  it('writes tsvector and tsquery literals with weights and quoting', () => {
    expect(tsvectorLiteral(['नई'], ['दिल्ली', "o'hara", 'दिल्ली'])).toBe("'नई':1A 'दिल्ली':2,4 'o''hara':3");
    expect(orQueryLiteral(['a', "b'c"])).toBe("'a' | 'b''c'");
  });

  it('picks out the non-Latin words of mostly English text, segmented as the simple rules segment them', () => {
    expect(nonLatinWords('Refund policy: 退货政策 (दिवाली sale) 42')).toEqual(['退', '货', '政策', 'दिवाली']);
    expect(nonLatinWords('Only English here, 2024.')).toEqual([]);
  });

  it('folds Arabic spelling variants so a word matches however it was written or extracted', () => {
    expect(foldArabic('الإرجاع')).toBe(foldArabic('الارجاع'));
    expect(foldArabic('مَدْرَسَة')).toBe(foldArabic('مدرسه'));
    expect(foldArabic('على')).toBe(foldArabic('علي'));
    // The lam-alef ligature's letters in either order: "خلال" as typed and as some PDF generators store it.
    expect(foldArabic('خلال')).toBe(foldArabic('خالل'));
    expect(foldArabic('الاسترداد')).toBe(foldArabic('االسترداد'));
    expect(segmentWords('بالإرجاع خلال')).toEqual(segmentWords('باإلرجاع خالل'));
  });

  it('segments plain Latin text exactly as Intl.Segmenter does, by the shorter way', () => {
    const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
    const reference = (text: string) => [...segmenter.segment(text.normalize('NFC'))].filter((s) => s.isWordLike).map((s) => s.segment.toLowerCase());
    expect(segmentWords("Don’t stop: the U.S. paid $1,000.50 (3.14%) in 1990–91; a:b a.1 1.a 1;2 a;b e-mail x@y.com café Ågård")).toEqual(
      reference("Don’t stop: the U.S. paid $1,000.50 (3.14%) in 1990–91; a:b a.1 1.a 1;2 a;b e-mail x@y.com café Ågård"),
    );
    // Random strings over the characters that decide word boundaries, some outside the plain set (_, ·, ²).
    const alphabet = [...'aZé9Ø0.:,;\'’‘ –—“”…•-$@/\n\t_·²x'];
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: 1 + Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      expect([text, segmentWords(text)]).toEqual([text, reference(text)]);
    }
  });
});
