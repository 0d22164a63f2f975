import { cn } from '@pagewise/ui';
import { countdownTone, formatCountdown } from './use-countdown';

const TONE = { blue: 'text-timer-blue', orange: 'text-timer-orange', red: 'text-timer-red' } as const;

/** "Code expires in 4:59", blue, then orange at 2:00, red at 1:00. Read out once a minute, not every second. */
export function Countdown({ secondsLeft }: { secondsLeft: number }) {
  const tone = countdownTone(secondsLeft);
  if (secondsLeft <= 0) return <p className="text-sm text-muted">The code has expired. Ask for a new one below.</p>;
  return (
    <p className="text-sm text-muted">
      Code expires in{' '}
      <time data-tone={tone} className={cn('font-mono font-semibold tabular-nums', TONE[tone])} dateTime={`PT${secondsLeft}S`}>
        {formatCountdown(secondsLeft)}
      </time>
    </p>
  );
}
