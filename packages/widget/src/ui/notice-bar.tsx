import type { Words } from '../i18n/words';
import type { Notice } from '../state/visitor-notice';
import type { WidgetStore } from '../state/widget-store';

/** The notice's words, with the seconds left before a rate limit lifts. */
export function noticeText(notice: Notice, t: Words, now = Date.now()): string {
  const text = t[notice.word];
  if (!notice.retryAt) return text;
  const seconds = Math.max(1, Math.ceil((notice.retryAt - now) / 1000));
  return `${text} ${seconds == 1 ? t.wait1 : t.wait.replace('{n}', '' + seconds)}`;
}

/** The notice, counting down a rate limit (widget-store.ts ticks `now`). */
export function NoticeBar({ store }: { store: WidgetStore }) {
  const notice = store.notice.value;
  return notice ? (
    <p class="notice" part="notice">
      {noticeText(notice, store.words.value!, store.now.value)}
    </p>
  ) : null;
}
