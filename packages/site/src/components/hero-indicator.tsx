import { cn } from '@pagewise/ui';
import { siteConfig } from '../site-config';
import { useRotatingIndex } from './use-rotating-index';

/**
 * The hero's decorative carousel: a phrase and a row of dots, moving on every 2.5 s. Hidden from screen readers
 * (it repeats what the page says); under prefers-reduced-motion it still changes, only without the fade.
 */
export function HeroIndicator({ phrases, className }: { phrases: readonly string[]; className?: string }) {
  const active = useRotatingIndex(phrases.length, siteConfig.heroIndicatorMs);
  return (
    <div aria-hidden data-testid="hero-indicator" data-active={active} className={cn('inline-flex items-center gap-3 rounded-full border border-border bg-surface px-4 py-1.5', className)}>
      <span className="grid text-sm font-medium text-accent-text">
        {phrases.map((phrase, i) => (
          <span
            key={phrase}
            className={cn('col-start-1 row-start-1 transition-opacity duration-200 ease-out', i === active ? 'opacity-100' : 'opacity-0')}
          >
            {phrase}
          </span>
        ))}
      </span>
      <span className="flex gap-1.5">
        {phrases.map((phrase, i) => (
          <span key={phrase} className={cn('size-1.5 rounded-full transition-colors duration-200', i === active ? 'bg-accent-text' : 'bg-border')} />
        ))}
      </span>
    </div>
  );
}
