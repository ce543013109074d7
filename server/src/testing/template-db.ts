import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import type { KdfParams } from '../auth/password';
import { templateDirOfProcess } from './template-root';

/**
 * A migrated and seeded database made once per test process and copied for every test app.
 * Migrating and seeding a fresh file was about a third of building a test app (186 apps in the
 * server tests), and jest gives each test file a fresh module registry, so the template and its
 * password live in a folder of this process, not in module state. The key changes whenever a
 * file under db/ changes, so a watch-mode run never copies a database of older migrations.
 * A test on a clock of its own gets a template seeded at its clock's time (one per start time:
 * most such tests start at manualClock's default), exactly what seeding its own file would give.
 */
interface Template {
  file: string;
  password: string;
}

const dbSources = path.resolve(__dirname, '../db');

function sourceStamp(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? sourceStamp(full) : statSync(full).mtimeMs);
  }
  return latest;
}

async function template(kdf: KdfParams, seededAt: number | null): Promise<Template> {
  // In the run's folder, which jest's global teardown removes (template-root.ts).
  const dir = templateDirOfProcess();
  const key = `${Math.round(sourceStamp(dbSources))}-${kdf.logN}-${kdf.r}-${kdf.p}-${seededAt ?? 'now'}`;
  const file = path.join(dir, `${key}.db`);
  const passwordFile = path.join(dir, `${key}.password`);
  if (existsSync(passwordFile)) return { file, password: readFileSync(passwordFile, 'utf8') };
  mkdirSync(dir, { recursive: true });
  // Random per process, so no password is written in the repository.
  const password = randomBytes(12).toString('base64url');
  const building = path.join(dir, `${key}.${randomBytes(4).toString('hex')}.db`);
  const db = openDatabase(building, 'NORMAL');
  try {
    migrate(db);
    await seedIfEmpty(db, { password, kdf, now: seededAt ?? Date.now() });
    // Everything into the main file, so one copy of it is the whole database.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  copyFileSync(building, file);
  rmSync(building, { force: true });
  // Written last: its presence means the template is complete.
  writeFileSync(passwordFile, password, { mode: 0o600 });
  return { file, password };
}

/**
 * Puts a copy of the seeded template at `dbFile`; returns the seed accounts' password.
 * `seededAt`: the time the seed must carry (a test's own clock), else the template's real time.
 */
export async function copySeededTemplate(dbFile: string, kdf: KdfParams, seededAt: number | null = null): Promise<string> {
  const { file, password } = await template(kdf, seededAt);
  mkdirSync(path.dirname(dbFile), { recursive: true });
  copyFileSync(file, dbFile);
  return password;
}
