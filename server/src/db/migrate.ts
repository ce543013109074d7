import type { Db } from './connection';
import * as initial from './migrations/0001-initial';
import * as billRulesAreas from './migrations/0002-bill-rules-areas';
import * as messages from './migrations/0003-messages';
import * as columnSettings from './migrations/0004-column-settings';
import * as systems from './migrations/0005-systems';

interface Migration {
  version: number;
  sql: string;
}

// Migrations are TS strings rather than .sql files so that tsc ships them with the build.
// Append new ones with the next number; never edit one that has been released.
export const migrations: readonly Migration[] = [
  { version: 1, sql: initial.sql },
  { version: 2, sql: billRulesAreas.sql },
  { version: 3, sql: messages.sql },
  { version: 4, sql: columnSettings.sql },
  { version: 5, sql: systems.sql },
];

/** Applies every pending migration, each in its own transaction. Returns the resulting version. */
export function migrate(db: Db, list: readonly Migration[] = migrations): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_version').get() as { version: number | null };
  let current = row.version ?? 0;
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)').run(migration.version, Date.now());
    })();
    current = migration.version;
  }
  return current;
}
