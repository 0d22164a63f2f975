import { Button } from '@pagewise/ui';
import { Link } from 'react-router';

const UNITS = [
  ['days', 86_400_000],
  ['hours', 3_600_000],
  ['minutes', 60_000],
  ['seconds', 1_000],
] as const;

/** Whole days, hours, minutes and seconds in `ms` (never negative). */
export function splitDuration(ms: number): Record<(typeof UNITS)[number][0], number> {
  let rest = Math.max(0, ms);
  const parts = {} as Record<(typeof UNITS)[number][0], number>;
  for (const [unit, size] of UNITS) {
    parts[unit] = Math.floor(rest / size);
    rest -= parts[unit] * size;
  }
  return parts;
}

/** Time left until the tools launch, ticking every second, and the way onto the waitlist. */
export function Countdown({ msLeft }: { msLeft: number }) {
  const parts = splitDuration(msLeft);
  return (
    <div className="flex flex-col items-start gap-8">
      <dl aria-label="Time until launch" className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {UNITS.map(([unit]) => (
          <div key={unit} className="flex min-w-28 flex-col-reverse items-center rounded-card border border-border bg-background p-5">
            <dt className="text-sm text-muted capitalize">{unit}</dt>
            <dd className="text-4xl font-bold tabular-nums" data-testid={`countdown-${unit}`}>
              {String(parts[unit]).padStart(2, '0')}
            </dd>
          </div>
        ))}
      </dl>
      <Button asChild size="lg">
        <Link to="/contact#contact-form">Join the Waitlist</Link>
      </Button>
    </div>
  );
}
