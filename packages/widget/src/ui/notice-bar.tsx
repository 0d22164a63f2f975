import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Notice } from '../state/visitor-notice';
import type { WidgetStore } from '../state/widget-store';

/** The notice's words, with the seconds left before a rate limit lifts. */
export function noticeText(notice: Notice, now = Date.now()): string {
  if (!notice.retryAt) return notice.text;
  const seconds = Math.max(1, Math.ceil((notice.retryAt - now) / 1000));
  return `${notice.text} You can ask again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** Counts down a rate limit once a second and clears itself when asking is possible again. */
export function NoticeBar({ store }: { store: WidgetStore }) {
  const notice = store.notice.value;
  // A signal rather than useState: the bundle already carries signals, and useState would add bytes.
  const now = useSignal(Date.now());
  useEffect(() => {
    const until = notice?.retryAt;
    if (!until) return;
    const tick = () => {
      const t = Date.now();
      if (t >= until) store.notice.value = undefined;
      else now.value = t;
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [notice]);
  return notice ? (
    <p class="notice" part="notice">
      {noticeText(notice, now.value)}
    </p>
  ) : null;
}
