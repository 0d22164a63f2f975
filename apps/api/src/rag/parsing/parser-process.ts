import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ParserProcessLimits {
  timeoutMs: number;
  /** Resident memory of the whole process: JS heap, decoded buffers and all. */
  maxMemoryMb: number;
}

/** Why a process was stopped before it answered: over time, over memory, or it died by itself. */
export type ParserStop = 'time' | 'memory' | 'crash';

/** How often the process's memory is looked at. */
const WATCH_EVERY_MS = 25;

/**
 * V8 stops a process at its heap cap with SIGABRT, or with SIGTRAP when the cap is hit while it is still starting
 * ("Fatal javascript OOM"); the kernel's OOM killer and the process's own watch send SIGKILL.
 */
function diedOfMemory(code: number | null, signal: NodeJS.Signals | null, stderr: string): boolean {
  return signal === 'SIGABRT' || signal === 'SIGTRAP' || signal === 'SIGKILL' || code === 134 || code === 133 || /out of memory|\bOOM\b/i.test(stderr);
}

/** VmRSS of a process from /proc (Linux), or 0 where there is no /proc or the process is gone. */
function residentBytes(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface ParserPoolOptions {
  /** Processes alive at most (busy or idle, each holding to one isolation group). */
  size: number;
  /**
   * Files read at once at most (default `size`). Fewer than `size` keeps cores for the API and the database while
   * the other processes wait, still warm, for their groups' next files.
   */
  reads?: number;
  /** A process is retired after this many reads, so that whatever builds up in it over time is let go. */
  maxReadsPerProcess: number;
  /** An idle process is ended after this long. */
  idleMs: number;
  /** Sent to every new process before its first job (to load what it needs while it waits). */
  warmUp?: unknown;
  /**
   * Sent instead to a process started ahead of need (a spare), which has time to do more before its first job,
   * e.g. read a sample file so that its code is compiled.
   */
  spareWarmUp?: unknown;
  /**
   * Processes kept started and waiting, assigned to no group, once `prepare()` was called (default 0): a new
   * file then never waits for Node and the parser to load. They count towards `size`, and are not ended for
   * idleness; one that is taken is replaced once the pool has been quiet for `spareAfterMs`.
   */
  spares?: number;
  /**
   * How long no file must have been read before a taken spare is replaced (default 1 s). A spare is for the
   * next upload after a quiet spell; started in the middle of a batch, its start-up would take a core from the
   * files being read while the process that took the spare reads the rest of the batch.
   */
  spareAfterMs?: number;
  /**
   * A read that has run this long no longer counts against `reads` (0 or unset: every read counts until it
   * ends), so that one slow file (a decompression bomb on its way to the memory cap, a huge document) does not
   * keep the next file waiting; at most `size - reads` reads are slow at once, so a process is always left for
   * the next file.
   */
  slowAfterMs?: number;
}

interface PooledProcess {
  child: ChildProcess;
  /** The isolation group (an organization) whose files it has read; null while it has read none. */
  group: string | null;
  reads: number;
  busy: boolean;
  /** The read in hand has run `slowAfterMs` (set by slowTimer, so that the waiting file it wakes sees it so). */
  slow: boolean;
  /** Marks the read in hand slow and wakes a waiting file once it has run `slowAfterMs`. */
  slowTimer: NodeJS.Timeout | null;
  stderr: string;
  idleTimer: NodeJS.Timeout | null;
  /** Settles the job in hand when the process ends under it. */
  onExit: ((code: number | null, signal: NodeJS.Signals | null) => void) | null;
  /** Settles the job in hand when the process could not be started or spoken to. */
  onError: ((error: Error) => void) | null;
}

/**
 * Reusable parser processes, each watched from here, where a hostile file cannot reach: killed at the job's
 * deadline, killed as soon as its resident memory passes the cap (read from /proc on Linux; the PDF process also
 * watches itself), and replaced when that happens or it dies by itself. Each gets an empty environment, so
 * nothing of the API's configuration, secrets included, is visible to it. Starting Node and loading the parser costs far more than reading a typical PDF, so a process
 * reads one file after another; but only files of one isolation group (the uploading organization): a process
 * that has read one organization's file never reads another's, so nothing a hostile file did to its process can
 * reach a different organization's document. At most `reads` processes read at once; an idle process of another
 * organization is kept while there is room for a new one, and gives way when the pool is full. When a new process
 * is started for a file, a spare one is started beside it (size and reads permitting), ready for the next file;
 * and once `prepare()` is called, `spares` unassigned processes are kept waiting, so that the first file after a
 * quiet spell does not wait for a process to start; one that is taken is replaced once no file has been read for
 * `spareAfterMs` (not in the middle of a batch, where its start would take a core from the reading). A process is
 * retired after `maxReadsPerProcess` reads, when its memory after a read stays above half the cap, and after
 * `idleMs` without work (a kept spare excepted). Idle processes do not keep the API's event loop alive, and every
 * process ends itself when the API is gone.
 */
export class ParserProcessPool {
  private readonly processes = new Set<PooledProcess>();
  private readonly waiting: Array<() => void> = [];
  private closed = false;
  private prepared = false;
  /** A taken spare is to be replaced once the pool is quiet (refillWhenQuiet). */
  private refillPending = false;
  private refillTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly source: string,
    private readonly limits: ParserProcessLimits,
    private readonly options: ParserPoolOptions,
  ) {}

  async run<T>(message: unknown, group: string): Promise<{ reply: T } | { stopped: ParserStop }> {
    const worker = await this.acquire(group);
    return new Promise((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        clearInterval(watch);
        worker.child.removeListener('message', onMessage);
        worker.onExit = null;
        worker.onError = null;
        if (keep) this.release(worker);
        else this.retire(worker);
        outcome();
      };
      const maxBytes = this.limits.maxMemoryMb * 1024 * 1024;
      const deadline = setTimeout(() => finish(() => resolve({ stopped: 'time' }), false), this.limits.timeoutMs);
      const watch = setInterval(() => {
        if (residentBytes(worker.child.pid) > maxBytes) finish(() => resolve({ stopped: 'memory' }), false);
      }, WATCH_EVERY_MS);
      const onMessage = (reply: T) => finish(() => resolve({ reply }), true);
      worker.child.on('message', onMessage);
      worker.onExit = (code, signal) => finish(() => resolve({ stopped: diedOfMemory(code, signal, worker.stderr) ? 'memory' : 'crash' }), false);
      // The process could not be started at all (no memory, no process slots): a failure worth retrying later.
      worker.onError = (error) => finish(() => reject(error), false);
      worker.child.send(message as object, (error) => {
        if (!error) return;
        const { exitCode, signalCode } = worker.child;
        // Gone before it read the message (one over its memory cap kills itself): how it ended says why.
        if (exitCode !== null || signalCode !== null) {
          finish(() => resolve({ stopped: diedOfMemory(exitCode, signalCode, worker.stderr) ? 'memory' : 'crash' }), false);
        }
        // Otherwise the pipe broke because it is exiting (EPIPE): the exit handler settles the read, or the deadline.
      });
    });
  }

  /** Starts the spares (`options.spares`) and keeps them from now on (as the API starts). */
  prepare(): void {
    this.prepared = true;
    this.refill();
  }

  /** Ends every process (at shutdown). */
  close(): void {
    this.closed = true;
    if (this.refillTimer) clearTimeout(this.refillTimer);
    for (const worker of [...this.processes]) this.retire(worker);
    for (const wake of this.waiting.splice(0)) wake();
  }

  private async acquire(group: string): Promise<PooledProcess> {
    for (;;) {
      if (this.closed) throw new Error('The parser pool is closed');
      if (this.reading() < this.reads) {
        const idle = [...this.processes].filter((p) => !p.busy);
        const mine = idle.find((p) => p.group === group) ?? idle.find((p) => p.group === null);
        if (mine) {
          const taken = this.take(mine, group);
          this.refillWhenQuiet();
          return taken;
        }
        // Room for a new process, or else an idle one of another organization gives way for it.
        const other = idle[0];
        if (other && this.processes.size >= this.options.size) this.retire(other);
        if (this.processes.size < this.options.size) {
          const fresh = this.take(this.spawn(false), group);
          // While work comes in, one more starts now (when it could read at once), so the next file need not wait
          // for Node and pdf-parse to load.
          if (this.processes.size < this.options.size && this.reading() < this.reads) this.spawn(true);
          this.refillWhenQuiet();
          return fresh;
        }
      }
      await new Promise<void>((wake) => this.waiting.push(wake));
    }
  }

  private get reads(): number {
    return Math.min(this.options.reads ?? this.options.size, this.options.size);
  }

  /** Processes reading a file now. */
  private busy(): number {
    let busy = 0;
    for (const p of this.processes) if (p.busy) busy++;
    return busy;
  }

  /** Reads that count against `reads`: all but the slow ones, of which at most `size - reads` are let off. */
  private reading(): number {
    if (!this.options.slowAfterMs) return this.busy();
    let busy = 0;
    let slow = 0;
    for (const p of this.processes) {
      if (!p.busy) continue;
      busy++;
      if (p.slow) slow++;
    }
    return busy - Math.min(slow, this.options.size - this.reads);
  }

  /** Keeps `spares` unassigned processes waiting, once prepared: idle ones first, then new ones (size permitting). */
  private refill(): void {
    const wanted = this.prepared && !this.closed ? (this.options.spares ?? 0) : 0;
    const unassigned = [...this.processes].filter((p) => !p.busy && p.group === null);
    while (unassigned.length < wanted && this.processes.size < this.options.size) unassigned.push(this.spawn(true));
    // Waiting for the next file, they are not ended for idleness.
    for (const spare of unassigned.slice(0, wanted)) {
      if (spare.idleTimer) clearTimeout(spare.idleTimer);
      spare.idleTimer = null;
    }
  }

  /** Refills once no file has been read for `spareAfterMs`: each read that starts or ends puts it off again. */
  private refillWhenQuiet(): void {
    this.refillPending = true;
    this.armRefill();
  }

  private armRefill(): void {
    if (!this.refillPending || this.closed) return;
    if (this.refillTimer) clearTimeout(this.refillTimer);
    this.refillTimer = setTimeout(() => {
      this.refillTimer = null;
      // Still reading: the end of that read arms it again.
      if (this.busy() > 0 || this.waiting.length > 0) return;
      this.refillPending = false;
      this.refill();
    }, this.options.spareAfterMs ?? 1_000);
    this.refillTimer.unref();
  }

  private take(worker: PooledProcess, group: string): PooledProcess {
    worker.busy = true;
    worker.group = group;
    worker.reads++;
    worker.slow = false;
    const slowAfter = this.options.slowAfterMs;
    if (slowAfter) {
      // Slow now: the next file in line may start beside it (reading() no longer counts it). Marked here rather
      // than told from the clock, which may read a millisecond short when the timer fires.
      worker.slowTimer = setTimeout(() => {
        worker.slow = true;
        this.waiting.shift()?.();
      }, slowAfter);
      worker.slowTimer.unref();
    }
    // Only this read's output tells how it ended.
    worker.stderr = '';
    if (worker.idleTimer) clearTimeout(worker.idleTimer);
    worker.idleTimer = null;
    // Busy, the process keeps the API's event loop alive (its answer is awaited); idle, it does not.
    worker.child.ref();
    worker.child.channel?.ref();
    return worker;
  }

  private release(worker: PooledProcess): void {
    if (worker.slowTimer) clearTimeout(worker.slowTimer);
    worker.slowTimer = null;
    worker.slow = false;
    const bloated = residentBytes(worker.child.pid) > (this.limits.maxMemoryMb * 1024 * 1024) / 2;
    if (this.closed || bloated || worker.reads >= this.options.maxReadsPerProcess) {
      this.retire(worker);
      // A healthy process made room: the pool may have been too full for a spare. (Not after a crash, where a
      // process that cannot start would be started again and again.)
      return this.refill();
    }
    worker.busy = false;
    worker.child.unref();
    worker.child.channel?.unref();
    worker.idleTimer = setTimeout(() => {
      this.retire(worker);
      this.refill();
    }, this.options.idleMs);
    worker.idleTimer.unref();
    this.armRefill();
    this.waiting.shift()?.();
  }

  private retire(worker: PooledProcess): void {
    if (!this.processes.delete(worker)) return;
    if (worker.idleTimer) clearTimeout(worker.idleTimer);
    if (worker.slowTimer) clearTimeout(worker.slowTimer);
    worker.child.kill('SIGKILL');
    worker.child.unref();
    worker.child.channel?.unref();
    this.armRefill();
    this.waiting.shift()?.();
  }

  /** A new process; `ahead` when it is started before a file needs it (it gets `spareWarmUp`). */
  private spawn(ahead: boolean): PooledProcess {
    const child = spawn(process.execPath, [`--max-old-space-size=${this.limits.maxMemoryMb}`, '--eval', this.source], {
      // stderr is read only to tell V8's out-of-memory death from any other crash.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: {},
    });
    const worker: PooledProcess = { child, group: null, reads: 0, busy: false, slow: false, slowTimer: null, stderr: '', idleTimer: null, onExit: null, onError: null };
    child.stderr?.on('data', (chunk: Buffer) => {
      if (worker.stderr.length < 4096) worker.stderr += chunk.toString('latin1');
    });
    (child.stderr as { unref?: () => void } | null)?.unref?.();
    child.once('exit', (code, signal) => {
      worker.onExit?.(code, signal);
      this.retire(worker);
    });
    child.once('error', (error) => {
      worker.onError?.(error);
      this.retire(worker);
    });
    this.processes.add(worker);
    const warmUp = ahead ? (this.options.spareWarmUp ?? this.options.warmUp) : this.options.warmUp;
    if (warmUp !== undefined) child.send(warmUp as object, () => undefined);
    // Until it is taken, a spare is idle: it must not keep the API running, and it ends unused after idleMs.
    child.unref();
    child.channel?.unref();
    worker.idleTimer = setTimeout(() => this.retire(worker), this.options.idleMs);
    worker.idleTimer.unref();
    return worker;
  }
}
