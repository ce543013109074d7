import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildTestApp, closeTestApp } from '../testing';
import { openDatabase } from './connection';

/** PRAGMA synchronous answers 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
const FULL = 2;

describe('durability of acknowledged writes', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-connection-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('syncs every commit (WAL, synchronous=FULL), also when reopening a file already in WAL mode', () => {
    const file = path.join(dir, 'atrium.db');
    // A database already in WAL mode opens with the library's WAL default, NORMAL, unless told otherwise.
    for (let open = 0; open < 2; open += 1) {
      const db = openDatabase(file);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(FULL);
      db.close();
    }
  });

  it('is what the server runs with unless a test asks for less', async () => {
    // buildTestApp passes NORMAL for speed; a real configuration (loadConfig) names nothing.
    const app = await buildTestApp({ config: { dbSynchronous: undefined } });
    try {
      expect(app.db.pragma('synchronous', { simple: true })).toBe(FULL);
    } finally {
      await closeTestApp(app);
    }
  });
});
