import { createSessionId, type WidgetConfig } from '@pagewise/protocol';
import { computed, effect, signal } from '@preact/signals';
import { DEFAULTS, asColor, asPosition, asTheme, type WidgetOptions } from '../config/widget-options';
import { loadConversation, saveConversation, type ChatMessage } from './saved-conversation';
import type { Notice } from './visitor-notice';

/**
 * All state of one widget. Each mounted widget gets its own store, so several widgets on a page
 * never share signals; they share storage only when they use the same key.
 */
export function createWidgetStore(options: WidgetOptions) {
  const saved = loadConversation(options.apiKey);
  const inline = !!options.target;
  const remote = signal<WidgetConfig | undefined>(undefined);
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

  /** Data-attributes win over the organization's settings, which win over the defaults. */
  const settings = computed(() => {
    const org: Partial<WidgetConfig> = remote.value || {};
    return {
      title: options.title || org.title || DEFAULTS.title,
      greeting: options.greeting || org.greeting || DEFAULTS.greeting,
      accentColor: options.accentColor || asColor(org.accent_color) || DEFAULTS.accentColor,
      theme: options.theme || asTheme(org.theme) || DEFAULTS.theme,
      position: options.position || asPosition(org.position) || DEFAULTS.position,
      // Unknown plan (config unreachable): show the badge rather than break a plan's terms.
      showBadge: remote.value ? org.show_badge !== false : configFailed.value,
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
    sessionId,
    messages,
    streaming,
    answer,
    draft: signal(''),
    notice,
    announcement: signal(''),
    settings,
    startOver() {
      messages.value = [];
      sessionId.value = createSessionId();
      notice.value = undefined;
    },
    /** Saves whenever no answer is half-written; returns the disposer. */
    persist: () =>
      effect(() => {
        const value = { sessionId: sessionId.value, messages: messages.value };
        if (streaming.value < 0) saveConversation(options.apiKey, value);
      }),
  };
}

export type WidgetStore = ReturnType<typeof createWidgetStore>;
