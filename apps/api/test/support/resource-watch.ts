import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';

const MB = 1024 * 1024;

/**
 * Resident memory of a process and its descendants that run Node (Linux /proc), in bytes: the API and its
 * parser children, not a browser the same test file started.
 */
export function treeRss(root = process.pid): number {
  const children = new Map<number, number[]>();
  let rss = 0;
  const rssOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      if (pid !== root && stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'node') continue;
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rssOf.set(pid, Number(fields[21]) * 4096);
    } catch {
      // the process ended while we looked
    }
  }
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    rss += rssOf.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return rss;
}

export interface Watched {
  /** Peak RSS of the API (this process, where the app runs) plus its parser child, in MB. */
  peakRssMb: number;
  /** Peak RSS of the parser child alone, in MB. */
  parserPeakMb: number;
  /** Slowest answer of the probe while the work ran, in ms, and how many answered 200. */
  probeMaxMs: number;
  probes: number;
  probesOk: number;
}

/**
 * GET on a fresh connection, status only. Not fetch: its pooled keep-alive sockets race the server's idle
 * timeout when the test process (which also runs the API) has been busy, and the reset is not the API's doing.
 */
export function probe(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/**
 * Runs `work` while sampling memory every 20 ms and asking `probeUrl` (a cheap route) every 50 ms: what
 * processing one file costs, and whether the API keeps answering everyone else meanwhile.
 */
export async function whileWatching<T>(probeUrl: string, work: () => Promise<T>): Promise<{ result: T } & Watched> {
  let peak = treeRss();
  let parserPeak = 0;
  const sampler = setInterval(() => {
    const tree = treeRss();
    peak = Math.max(peak, tree);
    parserPeak = Math.max(parserPeak, tree - process.memoryUsage.rss());
  }, 20);
  let running = true;
  const latencies: number[] = [];
  let ok = 0;
  const prober = (async () => {
    while (running) {
      const started = performance.now();
      const status = await probe(probeUrl);
      latencies.push(performance.now() - started);
      if (status === 200) ok += 1;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    const result = await work();
    return { result, peakRssMb: Math.round(peak / MB), parserPeakMb: Math.round(parserPeak / MB), probeMaxMs: Math.round(Math.max(0, ...latencies)), probes: latencies.length, probesOk: ok };
  } finally {
    running = false;
    clearInterval(sampler);
    await prober;
  }
}
