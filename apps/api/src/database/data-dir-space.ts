import { statfsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/errors/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * Free space on the disk that holds DATA_DIR, where the embedded database keeps its files. PGlite cannot recover
 * from a write the disk refuses (database/pglite-session.ts), so the API keeps a reserve free: uploads that would
 * eat into it are refused, /health reports the disk as down below it, and the database does not open on a disk
 * too full to start.
 */

/** What opening the embedded database may write: a new 16 MB WAL segment, and recovery's own pages. */
export const SPACE_TO_OPEN_BYTES = 32 * 1024 * 1024;
/**
 * Room an upload of n bytes takes: the file in its table and again in the write-ahead log, and about as much
 * again for its text, chunks and search index.
 */
export const SPACE_PER_UPLOADED_BYTE = 3;

export interface DiskSpace {
  freeBytes: number;
  totalBytes: number;
}

export async function diskSpaceOf(dir: string): Promise<DiskSpace> {
  const s = await statfs(dir);
  return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
}

export function diskSpaceOfSync(dir: string): DiskSpace {
  const s = statfsSync(dir);
  return { freeBytes: s.bavail * s.bsize, totalBytes: s.blocks * s.bsize };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** 507: the file would leave the server's disk with less than its reserve. */
export class InsufficientStorageError extends DomainError {
  constructor() {
    super(
      'insufficient_storage',
      "The server's disk is full: this could not be stored. Please try again later; if it persists, tell the server's operator that the disk needs more free space.",
    );
  }
}

/** The embedded database will not open: the disk holding DATA_DIR has too little free space (said at start). */
export class DiskTooFullToStartError extends Error {
  override name = 'DiskTooFullToStartError';

  constructor(dataDir: string, space: DiskSpace, cause?: unknown) {
    super(
      `The disk holding DATA_DIR (${dataDir}) is full: ${megabytes(space.freeBytes)} free of ${megabytes(space.totalBytes)}. ` +
        `The embedded database needs at least ${megabytes(SPACE_TO_OPEN_BYTES)} free to open. ` +
        'Free space on that disk (or grow it, or move DATA_DIR), then start Pagewise again; nothing has been lost.',
      { cause },
    );
  }
}

/** The reserve kept free on the embedded database's disk, checked before each upload and by /health. */
@Injectable()
export class DataDirSpace {
  private readonly logger = new Logger('Disk');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Only the embedded database writes what users upload under DATA_DIR; PostgreSQL stores files on its own server. */
  get watched(): boolean {
    return this.config.database.url === null;
  }

  get reserveBytes(): number {
    return this.config.disk.minFreeBytes;
  }

  /** Refuses (507) a file that would leave less than the reserve free. */
  async assertRoomFor(bytes: number): Promise<void> {
    if (!this.watched) return;
    const space = await diskSpaceOf(this.config.dataDir);
    if (space.freeBytes - bytes * SPACE_PER_UPLOADED_BYTE >= this.reserveBytes) return;
    this.logger.warn(
      `Refused an upload of ${megabytes(bytes)}: the disk holding DATA_DIR (${this.config.dataDir}) has ${megabytes(space.freeBytes)} free ` +
        `and ${megabytes(this.reserveBytes)} is kept free (DATA_DIR_MIN_FREE_MB).`,
    );
    throw new InsufficientStorageError();
  }

  /** For /health: null while the disk has its reserve, else the sentence that says it does not. */
  async shortfall(): Promise<string | null> {
    const space = await diskSpaceOf(this.config.dataDir);
    if (space.freeBytes >= this.reserveBytes) return null;
    return (
      `The disk holding DATA_DIR (${this.config.dataDir}) has ${megabytes(space.freeBytes)} free, under the ` +
      `${megabytes(this.reserveBytes)} kept free (DATA_DIR_MIN_FREE_MB): uploads are refused until space is freed.`
    );
  }
}
