import { useCallback, useEffect, useState } from 'react';
import { siteConfig } from '../../site-config';

const { otpWarnSeconds, otpDangerSeconds } = siteConfig.accounts;

/** 300 → "5:00", 65 → "1:05". */
export const formatCountdown = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Red at 60 s or less, orange at 120 s or less, blue otherwise. */
export function countdownTone(seconds: number): 'red' | 'orange' | 'blue' {
  if (seconds <= otpDangerSeconds) return 'red';
  if (seconds <= otpWarnSeconds) return 'orange';
  return 'blue';
}

/**
 * Seconds left until a deadline, ticking once a second. It counts from the deadline rather than decrementing, so a
 * throttled background tab still shows the true time when it comes back.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setSecondsLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, []);
  const stop = useCallback(() => {
    setDeadline(null);
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, running: deadline !== null && secondsLeft > 0, start, stop };
}
