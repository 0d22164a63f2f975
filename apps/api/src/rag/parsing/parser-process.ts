import { spawn } from 'node:child_process';
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
 * Runs `source` in a fresh Node process, hands it one message and waits for its one answer. The process is
 * watched from here, where a hostile file cannot reach: killed at the deadline, and killed as soon as its
 * resident memory passes the cap (read from /proc on Linux; the PDF process also watches itself). It gets an
 * empty environment, so nothing of the API's configuration, secrets included, is visible to it. Each run is
 * one process, so nothing one file did can affect the next.
 */
export function runInParserProcess<T>(source: string, message: unknown, limits: ParserProcessLimits): Promise<{ reply: T } | { stopped: ParserStop }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.maxMemoryMb}`, '--eval', source], {
      // stderr is read only to tell V8's out-of-memory death from any other crash.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      env: {},
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearInterval(watch);
      child.kill('SIGKILL');
      outcome();
    };
    const maxBytes = limits.maxMemoryMb * 1024 * 1024;
    const deadline = setTimeout(() => finish(() => resolve({ stopped: 'time' })), limits.timeoutMs);
    const watch = setInterval(() => {
      if (residentBytes(child.pid) > maxBytes) finish(() => resolve({ stopped: 'memory' }));
    }, WATCH_EVERY_MS);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('latin1');
    });
    child.once('message', (reply: T) => finish(() => resolve({ reply })));
    // The process could not be started at all (no memory, no process slots): a failure worth retrying later.
    child.once('error', (error) => finish(() => reject(error)));
    child.once('exit', (code, signal) =>
      finish(() => resolve({ stopped: diedOfMemory(code, signal, stderr) ? 'memory' : 'crash' })),
    );
    child.send(message as object, (error) => {
      if (error) finish(() => reject(error));
    });
  });
}

/**
 * V8 stops a process at its heap cap with SIGABRT, or with SIGTRAP when the cap is hit while it is still starting
 * ("Fatal javascript OOM"); the kernel's OOM killer and the process's own watch send SIGKILL.
 */
function diedOfMemory(code: number | null, signal: NodeJS.Signals | null, stderr: string): boolean {
  return signal === 'SIGABRT' || signal === 'SIGKILL' || code === 134 || /out of memory|\bOOM\b/i.test(stderr);
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
