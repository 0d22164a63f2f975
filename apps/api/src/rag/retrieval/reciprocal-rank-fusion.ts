/** Reciprocal rank fusion (Cormack et al.): Σ 1/(k + rank) over the lists an item appears in. */
export function reciprocalRankFusion(lists: string[][], k = 60): Array<{ id: string; score: number }> {
  const scores = new Map<string, number>();
  for (const list of lists) list.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1)));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
