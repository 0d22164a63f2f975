/** What the extractive model says when the documents hold nothing relevant, per answer language. */
const NOTHING_FOUND = {
  en: "I couldn't find anything about that in your documents.",
  hi: 'मुझे आपके दस्तावेज़ों में इसके बारे में कुछ नहीं मिला।',
  mr: 'मला तुमच्या दस्तऐवजांमध्ये याबद्दल काहीही सापडले नाही.',
  ta: 'உங்கள் ஆவணங்களில் இதைப் பற்றி எதுவும் கிடைக்கவில்லை.',
} as const;

/** Words common in Marathi and rare in Hindi, to tell the two Devanagari languages apart. */
const MARATHI = /(आहे|आहेत|काय|कोणत्या|कोणते|मध्ये|आणि|होते|केले|कसे|कुठे)/u;

export function nothingFoundMessage(question: string, language: 'en' | 'auto'): string {
  if (language === 'en') return NOTHING_FOUND.en;
  if (/\p{Script=Tamil}/u.test(question)) return NOTHING_FOUND.ta;
  if (/\p{Script=Devanagari}/u.test(question)) return MARATHI.test(question) ? NOTHING_FOUND.mr : NOTHING_FOUND.hi;
  return NOTHING_FOUND.en;
}
