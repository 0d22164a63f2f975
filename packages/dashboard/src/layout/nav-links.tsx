import { cn, focusRing } from '@pagewise/ui';
import { NavLink } from 'react-router';
import { dashboardConfig } from '../dashboard-config';

/** The screens, in the order a new organization meets them. The current one is marked for screen readers too. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {dashboardConfig.nav.map(({ to, label, Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium transition-colors duration-150',
                isActive ? 'bg-surface text-foreground' : 'text-muted hover:bg-surface hover:text-foreground',
                focusRing,
              )
            }
          >
            <Icon aria-hidden className="size-4" strokeWidth={1.5} />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
