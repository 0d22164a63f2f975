/** A block of an answer. `source` is its raw text: equal source means equal rendering. */
export type Block =
  | { type: 'p'; source: string }
  | { type: 'code'; source: string }
  | { type: 'ul' | 'ol'; source: string; items: string[]; start: number };

const BULLET = /^\s{0,3}[-*+]\s+/;
const NUMBER = /^\s{0,3}(\d{1,9})[.)]\s+/;
const FENCE = /^\s{0,3}```/;

/**
 * Splits markdown into paragraphs, lists and fenced code. Only the last block can still grow while
 * an answer streams, which is what lets the renderer keep every earlier block as it is.
 */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; ) {
    const line = lines[i];
    if (!line.trim()) {
      i++;
    } else if (FENCE.test(line)) {
      const body: string[] = [];
      for (i++; i < lines.length && !FENCE.test(lines[i]); i++) body.push(lines[i]);
      i++;
      blocks.push({ type: 'code', source: body.join('\n') });
    } else if (BULLET.test(line) || NUMBER.test(line)) {
      const ordered = !BULLET.test(line);
      const marker = ordered ? NUMBER : BULLET;
      const items: string[] = [];
      const start = i;
      for (; i < lines.length && lines[i].trim(); i++) {
        if (marker.test(lines[i])) items.push(lines[i].replace(marker, ''));
        else if (FENCE.test(lines[i])) break;
        else items[items.length - 1] += ' ' + lines[i].trim();
      }
      const first = ordered ? Number(NUMBER.exec(line)![1]) : 1;
      blocks.push({ type: ordered ? 'ol' : 'ul', source: lines.slice(start, i).join('\n'), items, start: first });
    } else {
      const start = i;
      for (; i < lines.length && lines[i].trim() && !FENCE.test(lines[i]) && !BULLET.test(lines[i]) && !NUMBER.test(lines[i]); i++);
      blocks.push({ type: 'p', source: lines.slice(start, i).join('\n') });
    }
  }
  return blocks;
}
