/**
 * Toasts from code the landing page loads (the session provider): sonner is fetched on first use, so its code stays
 * out of the landing page's bundle. Lazily loaded screens may import `toast` from sonner directly.
 */
const show = (kind: 'success' | 'error', text: string) => void import('sonner').then(({ toast }) => toast[kind](text));

export const notify = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
};
