import { createHash, randomBytes } from 'node:crypto';
import * as fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * The file operations that write, behind one object so that a test can make the disk "full"
 * (ENOSPC) at any write and check that nothing is left behind.
 */
export interface StoreIo {
  /** Opens a new file for writing; fails if it exists. */
  create(file: string): Promise<fsp.FileHandle>;
}

export const nodeIo: StoreIo = {
  create: (file) => fsp.open(file, 'wx', 0o600),
};

const STORAGE_NAME = /^[0-9a-f]{32}$/;

/**
 * The upload folder (under the data folder unless configured):
 * - tmp/: chunks being received and files being merged; renamed into place only once checked.
 * - partial/<key>/: the chunks of one user's unfinished upload, key = SHA-256 of (user id, identifier).
 * - blobs/<ab>/<name>: stored files under 128-bit random names (never a name a user chose).
 * Everything stays on one file system, so the renames that publish a file are atomic.
 */
export class FileStore {
  readonly tmpDir: string;
  readonly partialDir: string;
  readonly blobDir: string;
  io: StoreIo = nodeIo;

  constructor(readonly root: string) {
    this.tmpDir = path.join(root, 'tmp');
    this.partialDir = path.join(root, 'partial');
    this.blobDir = path.join(root, 'blobs');
  }

  async init(): Promise<void> {
    for (const dir of [this.tmpDir, this.partialDir, this.blobDir]) await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  }

  /** A fresh path in tmp/ (nothing is created). */
  tempPath(): string {
    return path.join(this.tmpDir, randomBytes(16).toString('hex'));
  }

  /** The folder of one user's partial upload: a hash, so neither id nor identifier shapes the path. */
  partialPath(userId: string, identifier: string): string {
    return path.join(this.partialDir, createHash('sha256').update(`${userId}\n${identifier}`).digest('hex'));
  }

  static newStorageName(): string {
    return randomBytes(16).toString('hex');
  }

  blobPath(storageName: string): string {
    // Only names this store generated reach the disk: a corrupted row cannot point elsewhere.
    if (!STORAGE_NAME.test(storageName)) throw new Error(`atrium-server: bad storage name ${JSON.stringify(storageName)}`);
    return path.join(this.blobDir, storageName.slice(0, 2), storageName);
  }

  /** Moves a checked temporary file into the store under its generated name. */
  async publish(tempFile: string, storageName: string): Promise<string> {
    const target = this.blobPath(storageName);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await fsp.rename(tempFile, target);
    return target;
  }
}

/** Removes a file if it is there; cleanup never hides the error that caused it. */
export async function removeQuietly(file: string): Promise<void> {
  await fsp.rm(file, { force: true, recursive: true }).catch(() => undefined);
}

/** Out of space: the disk (ENOSPC), a quota (EDQUOT), or SQLite finding the disk full. */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'ENOSPC' || error.code === 'EDQUOT' || error.code === 'SQLITE_FULL';
}
