import { ParserProcessPool, type ParserPoolOptions } from './parser-process.js';

const limits = { timeoutMs: 20_000, maxMemoryMb: 200 };

describe('ParserProcessPool', () => {
  // Answers each job with its process id, how many jobs that process has had, how long it has run and whether it was
  // warmed up as a spare; `busyMs` answers that much later
  // with when it started and ended, `crash` exits, `spin` hangs, `hoard` allocates until it is killed.
  const source = `
    let jobs = 0;
    let spare = false;
    process.on('message', (m) => {
      if (m.warmUp) {
        spare = Boolean(m.spare);
        return;
      }
      jobs++;
      if (m.crash) process.exit(3);
      if (m.spin) for (;;) {}
      if (m.hoard) { const held = []; setInterval(() => held.push(Buffer.alloc(32 * 1024 * 1024, 1)), 5); return; }
      const answer = { pid: process.pid, jobs, uptimeMs: process.uptime() * 1000, spare, env: Object.keys(process.env).filter((n) => !n.startsWith('NODE_CHANNEL')) };
      if (m.busyMs) {
        const started = Date.now();
        setTimeout(() => process.send({ ...answer, started, ended: Date.now() }), m.busyMs);
        return;
      }
      process.send(answer);
    });`;
  type Reply = { pid: number; jobs: number; uptimeMs: number; spare: boolean; env: string[]; started?: number; ended?: number };
  const pools: ParserProcessPool[] = [];
  const pool = (options: Partial<ParserPoolOptions> = {}, overLimits: Partial<typeof limits> = {}) => {
    const made = new ParserProcessPool(source, { ...limits, ...overLimits }, { size: 2, maxReadsPerProcess: 100, idleMs: 10_000, warmUp: { warmUp: true }, spareWarmUp: { warmUp: true, spare: true }, ...options });
    pools.push(made);
    return made;
  };
  const reply = async (outcome: Promise<{ reply: Reply } | { stopped: string }>) => {
    const settled = await outcome;
    if (!('reply' in settled)) throw new Error(`stopped: ${settled.stopped}`);
    return settled.reply;
  };
  afterAll(() => pools.forEach((p) => p.close()));

  it("reuses a process for one group's files, never for another group's, and shows none of the API environment", async () => {
    const p = pool({ size: 2 });
    const first = await reply(p.run({}, 'org-a'));
    const second = await reply(p.run({}, 'org-a'));
    expect(second.pid).toBe(first.pid);
    expect(second.jobs).toBe(2);
    expect(first.env).toEqual([]);
    const other = await reply(p.run({}, 'org-b'));
    expect(other.pid).not.toBe(first.pid);
    expect(other.jobs).toBe(1);
    // With the pool full, org-a's idle process gives way to a fresh one rather than reading org-c's file.
    const third = await reply(p.run({}, 'org-c'));
    expect([first.pid, other.pid]).not.toContain(third.pid);
  });

  it('reads several files at once, up to its size', async () => {
    const p = pool({ size: 2 });
    const replies = await Promise.all([0, 1, 2, 3].map(() => reply(p.run({}, 'org'))));
    expect(new Set(replies.map((r) => r.pid)).size).toBe(2);
  });

  it('reads at most `reads` files at once, and keeps an idle process of another group while there is room', async () => {
    const p = pool({ size: 3, reads: 1 });
    const replies = await Promise.all(['org-a', 'org-b', 'org-a', 'org-b'].map((group) => reply(p.run({ busyMs: 150 }, group))));
    const spans = replies.map((r) => [r.started!, r.ended!]).sort((x, y) => x[0] - y[0]);
    for (let i = 1; i < spans.length; i++) expect(spans[i][0]).toBeGreaterThanOrEqual(spans[i - 1][1]);
    // One process per group, each reused: neither gave way to the other.
    expect(new Set(replies.map((r) => r.pid)).size).toBe(2);
    expect(replies[2].pid).toBe(replies[0].pid);
    expect(replies[3].pid).toBe(replies[1].pid);
  });

  it('lets the next file start beside a read that has become slow, keeping a process for it', async () => {
    // One read at a time, but one that has run 300 ms gives up its turn: a quick file sent after a slow one ends
    // before it.
    const p = pool({ size: 2, reads: 1, slowAfterMs: 300 });
    const slow = reply(p.run({ busyMs: 3_000 }, 'org-a'));
    await new Promise((r) => setTimeout(r, 50));
    const quick = await reply(p.run({ busyMs: 10 }, 'org-b'));
    expect(quick.ended!).toBeLessThan((await slow).ended!);

    // At most size - reads (here 1) reads are let off: with two slow files in hand, the next waits for one to end.
    const slowOnes = [reply(p.run({ busyMs: 1_500 }, 'org-a')), reply(p.run({ busyMs: 1_500 }, 'org-b'))];
    await new Promise((r) => setTimeout(r, 700));
    const next = await reply(p.run({ busyMs: 10 }, 'org-a'));
    const ends = (await Promise.all(slowOnes)).map((r) => r.ended!);
    expect(next.started!).toBeGreaterThanOrEqual(Math.min(...ends));
  });

  it('keeps spares waiting once prepared, warmed as spares, past the idle time, and replaces one taken once the pool is quiet', async () => {
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Not prepared (the operator CLI, say): nothing starts before a file comes, and the process that reads it is
    // started for it.
    const idle = pool({ size: 3, spares: 1, idleMs: 300 });
    await sleep(700);
    const asked = Date.now();
    const cold = await reply(idle.run({}, 'org-a'));
    // Started after it was asked for (however long a loaded machine takes to start it), not at creation 700 ms before.
    expect(cold.uptimeMs).toBeLessThan(Date.now() - asked + 350);
    expect(cold.spare).toBe(false);

    const p = pool({ size: 3, spares: 1, idleMs: 300, spareAfterMs: 100 });
    p.prepare();
    await sleep(700);
    // Started at prepare(), and still there after twice the idle time.
    const first = await reply(p.run({}, 'org-a'));
    expect(first.uptimeMs).toBeGreaterThanOrEqual(650);
    expect(first.spare).toBe(true);
    await sleep(900);
    // Its replacement was started 100 ms after that read, and waited as long for org-b.
    const second = await reply(p.run({}, 'org-b'));
    expect(second.pid).not.toBe(first.pid);
    expect(second.uptimeMs).toBeGreaterThanOrEqual(650);
    expect(second.spare).toBe(true);
    // The processes that read org-a's and org-b's files are ended after the idle time as before.
    await sleep(900);
    const again = await reply(p.run({}, 'org-a'));
    expect([first.pid, second.pid]).not.toContain(again.pid);
    expect(again.spare).toBe(true);
  });

  it('starts no spare while files are being read: the replacement starts once none has been for spareAfterMs', async () => {
    // Far longer than the pauses of the batch below, so that a loaded machine's late timers cannot make a pause
    // look quiet.
    const spareAfterMs = 1_500;
    const p = pool({ size: 3, spares: 1, idleMs: 10_000, spareAfterMs });
    p.prepare();
    await new Promise((r) => setTimeout(r, 500));
    // A batch: the spare is taken, then its process reads file after file for 1.2 s, pausing 150 ms between them.
    const first = await reply(p.run({}, 'org-a'));
    expect(first.spare).toBe(true);
    const until = Date.now() + 1_200;
    let lastRead = 0;
    while (Date.now() < until) {
      expect((await reply(p.run({ busyMs: 50 }, 'org-a'))).pid).toBe(first.pid);
      lastRead = Date.now();
      await new Promise((r) => setTimeout(r, 150));
    }
    await new Promise((r) => setTimeout(r, spareAfterMs + 600));
    const next = await reply(p.run({}, 'org-b'));
    expect(next.spare).toBe(true);
    // Started no sooner than spareAfterMs after the last read ended (its uptime counts from its own start).
    expect(next.uptimeMs).toBeLessThanOrEqual(Date.now() - lastRead - spareAfterMs + 50);
  });

  it('starts a spare again when a full pool lets a process go', async () => {
    const p = pool({ size: 1, spares: 1, idleMs: 300 });
    p.prepare();
    const first = await reply(p.run({}, 'org-a'));
    expect(first.spare).toBe(true);
    // org-a's process fills the pool until it has been idle for idleMs; then a spare takes its place.
    await new Promise((r) => setTimeout(r, 900));
    const next = await reply(p.run({}, 'org-b'));
    expect(next.pid).not.toBe(first.pid);
    expect(next.spare).toBe(true);
    expect(next.uptimeMs).toBeGreaterThanOrEqual(300);
  });

  it('retires a process after its reads', async () => {
    const p = pool({ size: 1, maxReadsPerProcess: 2 });
    const a = await reply(p.run({}, 'org'));
    const b = await reply(p.run({}, 'org'));
    const c = await reply(p.run({}, 'org'));
    expect(b.pid).toBe(a.pid);
    expect(c.pid).not.toBe(a.pid);
  });

  it('stops a process at the deadline, past the memory cap, or when it dies, and the next file gets a fresh one', async () => {
    const p = pool({ size: 1 }, { timeoutMs: 4_000 });
    const before = await reply(p.run({}, 'org'));
    expect(await p.run({ spin: true }, 'org')).toEqual({ stopped: 'time' });
    const afterTime = await reply(p.run({}, 'org'));
    expect(afterTime.pid).not.toBe(before.pid);
    expect(await p.run({ hoard: true }, 'org')).toEqual({ stopped: 'memory' });
    expect(await p.run({ crash: true }, 'org')).toEqual({ stopped: 'crash' });
    const last = await reply(p.run({}, 'org'));
    expect(last.jobs).toBe(1);
  });
});
