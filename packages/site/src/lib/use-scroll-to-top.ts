import { useEffect } from 'react';

/**
 * Pages that open at the top even on reload. A link to a section (#contact-form) still lands on that section
 * (docs/decisions.md).
 */
export function useScrollToTop(): void {
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);
}
