import { randomUUID } from 'node:crypto';
import type { VectorItem } from '../../src/rag/vectors/vector-index.port.js';

/** Unit vector pointing along `axis`, tilted by `tilt` towards the next axis: easy to reason about distances. */
export function direction(axis: number, tilt = 0, dimensions = 8): number[] {
  const v = new Array<number>(dimensions).fill(0);
  v[axis % dimensions] = 1;
  v[(axis + 1) % dimensions] = tilt;
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

/** One chunk of `documentId` per vector, with fresh chunk ids. */
export function vectorItems(documentId: string, vectors: number[][]): VectorItem[] {
  return vectors.map((embedding) => ({ chunkId: randomUUID(), documentId, embedding }));
}
