import { useCallback, useState } from 'react';

/** Pages of `perPage` items; next and previous wrap around at both ends. */
export function usePaging<T>(items: readonly T[], perPage: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const [page, setPage] = useState(0);
  const next = useCallback(() => setPage((p) => (p + 1) % pageCount), [pageCount]);
  const previous = useCallback(() => setPage((p) => (p - 1 + pageCount) % pageCount), [pageCount]);
  const current = Math.min(page, pageCount - 1);
  return { page: current, pageCount, items: items.slice(current * perPage, current * perPage + perPage), next, previous, goTo: setPage };
}
