/**
 * The passages an answer cites, as 0-based indexes in order of first mention. Markers are the "[n]" the
 * prompt asks for (also "[1, 2]" and "[1][2]"); numbers outside 1..passageCount are ignored.
 */
export function citedPassageIndexes(answer: string, passageCount: number): number[] {
  const cited: number[] = [];
  for (const group of answer.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)) {
    for (const number of group[1].split(',')) {
      const index = Number(number.trim()) - 1;
      if (index >= 0 && index < passageCount && !cited.includes(index)) cited.push(index);
    }
  }
  return cited;
}
