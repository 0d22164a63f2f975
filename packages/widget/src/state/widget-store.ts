import { createSessionId, type WidgetConfig } from '@pagewise/protocol';
import { computed, effect, signal } from '@preact/signals-core';
import { DEFAULTS, asColor, asPosition, asTheme, type WidgetOptions } from '../config/widget-options';
import { english, pickLanguage, type Words } from '../i18n/words';
import { loadConversation, saveConversation, type ChatMessage } from './saved-conversation';
import type { Notice } from './visitor-notice';
// Components that read this store's signals render again when they change.
import './render-on-change';

/**
 * The settings of GET /v1/widget/config the widget reads beyond the specified ones. Each is optional: an
 * API that does not send one leaves that feature off.
 */
type Config = WidgetConfig & {
  /** Up to 4 questions shown as chips while the conversation is empty. */
  starter_questions?: string[];
  /** Whether links in answers (they come from the documents) may be followed. Off unless the owner allows it. */
  links_clickable?: boolean;
  /** Whether a visitor may open a cited page, with the quoted sentence marked. Off unless the owner allows it. */
  page_viewer?: boolean;
};

/**
 * All state of one widget. Each mounted widget gets its own store, so several widgets on a page
 * never share signals; they share storage only when they use the same key.
 */
export function createWidgetStore(options: WidgetOptions) {
  const saved = loadConversation(options.apiKey);
  const inline = !!options.target;
  const remote = signal<Config | undefined>(undefined);
  const configFailed = signal(false);
  const sessionId = signal(saved.sessionId);
  const messages = signal<ChatMessage[]>(saved.messages);
  /** Index of the answer being streamed, or -1. */
  const streaming = signal(-1);
  /**
   * The text of the answer being streamed. Tokens go here, not into `messages`: only the component showing
   * that answer reads it, so a token re-renders that answer alone, and the list is copied once, when it ends.
   */
  const answer = signal('');
  const notice = signal<Notice | undefined>(undefined);
  /** The time, ticking once a second while a rate limit counts down. */
  const now = signal(Date.now());
  /** The visitor's language. English is built in; another language's words arrive with its pack (load-words.ts). */
  const language = pickLanguage(options.lang);
  /** The widget's words; undefined while a language pack loads, and nothing is shown until it has. */
  const words = signal<Words | undefined>(language == 'en' ? english : undefined);

  /** Data-attributes win over the organization's settings, which win over the defaults. */
  const settings = computed(() => {
    const org: Partial<Config> = remote.value || {};
    const t = words.value || english;
    // Where the owner set no title or greeting the API sends the English defaults: those give way to the
    // defaults in the visitor's language.
    const own = (value: string | undefined, key: 'title' | 'greeting') => (value != english[key] && value) || t[key];
    return {
      title: options.title || own(org.title, 'title'),
      greeting: options.greeting || own(org.greeting, 'greeting'),
      accentColor: options.accentColor || asColor(org.accent_color) || DEFAULTS.accentColor,
      theme: options.theme || asTheme(org.theme) || DEFAULTS.theme,
      position: options.position || asPosition(org.position) || DEFAULTS.position,
      // Unknown plan (config unreachable): show the badge rather than break a plan's terms.
      showBadge: remote.value ? org.show_badge !== false : configFailed.value,
      starters: org.starter_questions || [],
      links: org.links_clickable === true,
      pages: org.page_viewer === true,
    };
  });

  return {
    options,
    inline,
    /** Aborts a running answer when the widget is removed. */
    lifetime: new AbortController(),
    open: signal(inline || !!options.openOnLoad),
    remote,
    configFailed,
    /** Set when the API refuses the key or origin: nothing is shown to visitors then. */
    disabled: signal(false),
    language,
    words,
    /** The language `words` are in: `language`, or English when its pack could not be loaded. */
    lang: signal('en'),
    sessionId,
    messages,
    streaming,
    answer,
    draft: signal(''),
    notice,
    now,
    announcement: signal(''),
    launcher: { current: null as HTMLButtonElement | null },
    /** Set when the visitor opens the panel: the question box takes focus as it appears. */
    focusInput: false,
    settings,
    startOver() {
      messages.value = [];
      sessionId.value = createSessionId();
      notice.value = undefined;
    },
    /** Counts a rate limit down and clears its notice when asking is possible again; returns the disposer. */
    countdown: () =>
      effect(() => {
        const until = notice.value?.retryAt;
        if (!until) return;
        const tick = () => (Date.now() < until ? (now.value = Date.now()) : (notice.value = undefined));
        tick();
        const timer = setInterval(tick, 1000);
        return () => clearInterval(timer);
      }),
    /** Saves whenever no answer is half-written; returns the disposer. */
    persist: () =>
      effect(() => {
        const value = { sessionId: sessionId.value, messages: messages.value };
        if (streaming.value < 0) saveConversation(options.apiKey, value);
      }),
  };
}

export type WidgetStore = ReturnType<typeof createWidgetStore>;
