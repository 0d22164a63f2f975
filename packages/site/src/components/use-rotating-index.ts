import { useEffect, useState } from 'react';

/** 0, 1, …, count-1, 0, … moving on every `intervalMs`. Reduced motion changes how it looks, not whether it moves. */
export function useRotatingIndex(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);
  return index;
}
