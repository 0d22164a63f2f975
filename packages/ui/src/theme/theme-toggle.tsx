import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { type Theme, useTheme } from './theme-provider';
import { MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';

const CHOICES: { theme: Theme; label: string; Icon: typeof SunIcon }[] = [
  { theme: 'light', label: 'Light theme', Icon: SunIcon },
  { theme: 'dark', label: 'Dark theme', Icon: MoonIcon },
  { theme: 'system', label: 'System theme', Icon: MonitorIcon },
];

/** Light, dark or the system's setting; the pressed button is the current choice. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <div role="group" aria-label="Theme" className={cn('inline-flex items-center rounded-full border border-border p-0.5', className)}>
      {CHOICES.map(({ theme: choice, label, Icon }) => (
        <button
          key={choice}
          type="button"
          aria-label={label}
          aria-pressed={theme === choice}
          title={label}
          onClick={() => setTheme(choice)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:text-foreground',
            'aria-pressed:bg-surface aria-pressed:text-foreground',
            focusRing,
          )}
        >
          <Icon aria-hidden className="size-4" strokeWidth={1.5} />
        </button>
      ))}
    </div>
  );
}
