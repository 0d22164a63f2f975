/**
 * Every word the widget shows or says, in English. The language packs (src/i18n/packs/<code>.json, served by
 * the API at /widget/lang/<code>.json) hold the same keys; `{name}`-style placeholders are filled by `fill`.
 */
export const english = {
  title: 'Ask our documents',
  greeting: 'Hi! Ask me anything about our documents.',
  launcher: 'Chat: {title}',
  newChat: 'New conversation',
  close: 'Close chat',
  conversation: 'Conversation',
  answering: 'Answering',
  starters: 'Suggested questions',
  sources: 'Sources',
  citation: '{name}, page {page}',
  notFound: 'Try other words, or ask about what the documents cover.',
  up: 'Helpful',
  down: 'Not helpful',
  question: 'Your question',
  placeholder: 'Ask a question…',
  send: 'Send',
  badge: 'Powered by Pagewise',
  unavailable: 'Chat is not available on this site right now.',
  offline: 'Cannot reach the chat service. Check your connection and try again.',
  retrying: 'Connection lost. Trying again…',
  busy: 'Too many questions right now.',
  wait: 'You can ask again in {n} seconds.',
  wait1: 'You can ask again in 1 second.',
  stopped: 'The answer stopped unexpectedly. Please ask again.',
  failed: 'Something went wrong on our side. Please try again in a moment.',
};

export type Words = typeof english;
export type Word = keyof Words;

/** The languages the widget speaks: English is built in, the others are packs loaded on demand. */
export const LANGUAGES = ['en', 'hi', 'ta', 'mr'];

/**
 * `data-lang`, else the page's `lang`, else the visitor's browser languages: the first of these the widget
 * speaks ("hi-IN" counts as "hi"), else English.
 */
export function pickLanguage(requested?: string): string {
  for (const tag of [requested, document.documentElement.lang, ...navigator.languages]) {
    const code = tag?.slice(0, 2).toLowerCase();
    if (code && LANGUAGES.includes(code)) return code;
  }
  return 'en';
}

/** "{name}, page {page}" with its values, as a list of text and nodes: a node keeps a document's name isolated. */
export const fill = <T>(template: string, values: Record<string, T>): (string | T)[] =>
  template.split(/\{(\w+)\}/).map((part, i) => (i % 2 ? values[part] : part));
