import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/connection';

/**
 * A database file of its own for each test of the calling file (migration tests build one up
 * migration by migration), closed and removed after the test. Registers the hooks; returns the
 * current test's connection.
 */
export function freshDatabasePerTest(prefix: string): () => Db {
  let dir: string | null = null;
  let db: Db | null = null;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), prefix));
    db = openDatabase(path.join(dir, 'atrium.db'));
  });
  afterEach(() => {
    db?.close();
    db = null;
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });
  return () => {
    if (!db) throw new Error('freshDatabasePerTest: no database outside a test');
    return db;
  };
}
