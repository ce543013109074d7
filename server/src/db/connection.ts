import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/**
 * Durability of a commit. In WAL mode NORMAL syncs only at checkpoints, so the last commits
 * acknowledged to clients can roll back on a power cut or OS crash; FULL syncs the WAL on
 * every commit. better-sqlite3 is built with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1 (NORMAL), which
 * is what a database already in WAL mode got before this was set. The cost is measured by
 * `server/bench/write-durability.ts` (docs/server.md, "Durability").
 */
export type Synchronous = 'FULL' | 'NORMAL';
export const SYNCHRONOUS: Synchronous = 'FULL';

export function openDatabase(file: string, synchronous: Synchronous = SYNCHRONOUS): Db {
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers proceed while a write transaction runs; foreign keys are off by default in SQLite.
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
