import type { ReplyLanguage } from '../answering/extractive-messages.js';

/** Documents named in the "which one?" reply; more are counted, not listed. */
const LISTED = 10;

const SECTIONS: Record<ReplyLanguage, string> = { en: 'Sections', hi: 'खंड', mr: 'विभाग', ta: 'பிரிவுகள்' };

const WHICH: Record<ReplyLanguage, (count: number, list: string) => string> = {
  en: (n, list) => `Which document do you mean? There are ${n}: ${list}. Ask again with its name, for example "Summarize ${'{first}'}".`,
  hi: (n, list) => `आप किस दस्तावेज़ के बारे में पूछ रहे हैं? कुल ${n} दस्तावेज़ हैं: ${list}। कृपया उसके नाम के साथ फिर से पूछें।`,
  mr: (n, list) => `तुम्ही कोणत्या दस्तऐवजाबद्दल विचारत आहात? एकूण ${n} दस्तऐवज आहेत: ${list}. कृपया त्याच्या नावासह पुन्हा विचारा.`,
  ta: (n, list) => `நீங்கள் எந்த ஆவணத்தைப் பற்றிக் கேட்கிறீர்கள்? மொத்தம் ${n} ஆவணங்கள் உள்ளன: ${list}. அதன் பெயருடன் மீண்டும் கேளுங்கள்.`,
};

export function sectionsLabel(language: ReplyLanguage): string {
  return SECTIONS[language];
}

/** "Which document do you mean? There are 3: a.pdf, b.pdf, c.pdf. …" */
export function whichDocumentMessage(names: string[], language: ReplyLanguage): string {
  const shown = names.slice(0, LISTED).join(', ');
  const list = names.length > LISTED ? `${shown} (+${names.length - LISTED})` : shown;
  return WHICH[language](names.length, list).replace('{first}', names[0].replace(/\.pdf$/i, ''));
}
