import * as fsp from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/connection';
import { deleteExpiredPacks, isBlobKnown } from './repository';
import { removeQuietly, type FileStore } from './store';

export interface SweepReport {
  partials: number;
  temps: number;
  orphanBlobs: number;
  packs: number;
}

/** The newest modification time of a folder and what it holds: a partial upload is stale only when none of it moved. */
async function newestChange(dir: string): Promise<number> {
  let newest = (await fsp.stat(dir)).mtimeMs;
  for (const name of await fsp.readdir(dir)) {
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat && stat.mtimeMs > newest) newest = stat.mtimeMs;
  }
  return newest;
}

async function entries(dir: string): Promise<string[]> {
  return fsp.readdir(dir).catch(() => []);
}

/**
 * Removes what uploads left behind for longer than maxAgeMs: partial uploads nobody finished,
 * temporary files of requests that died (a crash mid-chunk or mid-merge), blobs no row points at
 * (a crash between publishing and committing) and expired pack downloads. Tests call it directly;
 * the app runs it on a timer (files/plugin.ts).
 */
export async function sweepUploads(db: Db, store: FileStore, now: number, maxAgeMs: number): Promise<SweepReport> {
  const report: SweepReport = { partials: 0, temps: 0, orphanBlobs: 0, packs: 0 };
  const cutoff = now - maxAgeMs;
  for (const name of await entries(store.partialDir)) {
    const dir = path.join(store.partialDir, name);
    const changed = await newestChange(dir).catch(() => null);
    if (changed !== null && changed < cutoff) {
      await removeQuietly(dir);
      report.partials += 1;
    }
  }
  for (const name of await entries(store.tmpDir)) {
    const file = path.join(store.tmpDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) {
      await removeQuietly(file);
      report.temps += 1;
    }
  }
  for (const shard of await entries(store.blobDir)) {
    for (const name of await entries(path.join(store.blobDir, shard))) {
      const file = path.join(store.blobDir, shard, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat && stat.mtimeMs < cutoff && !isBlobKnown(db, name)) {
        await removeQuietly(file);
        report.orphanBlobs += 1;
      }
    }
  }
  report.packs = db.transaction(() => deleteExpiredPacks(db, now))();
  return report;
}
