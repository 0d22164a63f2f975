/** The one focus style of every interactive component: 2 px indigo ring, 2 px offset (BRAND). */
export const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
