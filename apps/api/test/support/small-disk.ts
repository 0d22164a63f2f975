import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A disk of a few megabytes of our own (tmpfs, mounted as root) that a test can fill to the brim and empty again.
 * `SmallDisk.available` says whether this machine lets the test mount one.
 */
export class SmallDisk {
  private constructor(readonly dir: string) {}

  static readonly available: boolean = (() => {
    if (process.getuid?.() !== 0) return false;
    const probe = mkdtempSync(join(tmpdir(), 'pagewise-disk-probe-'));
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
      execFileSync('umount', [probe], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    } finally {
      rmSync(probe, { recursive: true, force: true });
    }
  })();

  static mount(megabytes: number): SmallDisk {
    const dir = mkdtempSync(join(tmpdir(), 'pagewise-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir]);
    return new SmallDisk(dir);
  }

  get freeBytes(): number {
    const s = statfsSync(this.dir);
    return s.bavail * s.bsize;
  }

  path(name: string): string {
    mkdirSync(join(this.dir, name), { recursive: true });
    return join(this.dir, name);
  }

  /** Takes all but `leaveBytes` of the free space with one file, as anything else on the disk might. */
  fill(leaveBytes: number): void {
    const take = Math.max(0, this.freeBytes - leaveBytes);
    execFileSync('fallocate', ['-l', String(take), join(this.dir, `filler-${Date.now()}`)]);
  }

  /** Makes the disk larger, as an operator grows a volume. */
  grow(megabytes: number): void {
    execFileSync('mount', ['-o', `remount,size=${megabytes}m`, this.dir]);
  }

  empty(): void {
    execFileSync('sh', ['-c', `rm -f ${join(this.dir, 'filler-')}*`]);
  }

  unmount(): void {
    try {
      execFileSync('umount', ['-l', this.dir], { stdio: 'ignore' });
    } finally {
      rmSync(this.dir, { recursive: true, force: true });
    }
  }
}
