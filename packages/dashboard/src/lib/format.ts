/** 512000 → "500 KB", 2097152 → "2 MB" (1024-based, as the plans state their sizes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export const formatDateTime = (iso: string | null | undefined, never = 'Never') => (iso ? dateTime.format(new Date(iso)) : never);
export const formatDate = (iso: string | null | undefined, never = 'Never') => (iso ? dateOnly.format(new Date(iso)) : never);

export const formatNumber = (n: number) => n.toLocaleString('en');

/** "3 of 5", or "3 (no limit)" when the plan has no cap. */
export const ofLimit = (used: number, limit: number | null) => (limit === null ? `${formatNumber(used)} (no limit)` : `${formatNumber(used)} of ${formatNumber(limit)}`);
