import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * Replaces the file atomically: a temporary file in the same folder (same file system, so the
 * rename is atomic), flushed to disk, then renamed over the old one. A reader (the watcher,
 * another process, SystemJS through a static server) sees the old file or the new one, never half.
 */
export function writeFileAtomic(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  // The rename itself is durable once the folder is flushed (where the platform allows opening one).
  try {
    const dir = openSync(path.dirname(file), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    // Some platforms cannot fsync a folder; the rename stays atomic regardless.
  }
}

/** The file's text, or null when it does not exist. */
export function readTextIfPresent(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR')) return null;
    throw error;
  }
}
