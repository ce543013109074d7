import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import type { Lang } from './catalog';

export interface Override {
  namespace: string;
  key: string;
  lang: Lang;
  value: string;
  lastModifyTime: number;
}

export function listOverrides(db: Db): Override[] {
  return db.prepare(`SELECT namespace, translation_key AS key, lang, value, last_modify_time AS lastModifyTime
    FROM language_overrides ORDER BY namespace, translation_key, lang`).all() as Override[];
}

/** Sets (or, with an empty value, removes) one language's override of a key; the caller holds the transaction. */
export function writeOverride(db: Db, override: { namespace: string; key: string; lang: Lang; value: string }, userId: string, now: number): void {
  if (override.value === '') {
    db.prepare('DELETE FROM language_overrides WHERE namespace = ? AND translation_key = ? AND lang = ?').run(override.namespace, override.key, override.lang);
    return;
  }
  db.prepare(`INSERT INTO language_overrides (id, namespace, translation_key, lang, value, last_modify_user_id, last_modify_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (namespace, translation_key, lang) DO UPDATE SET value = excluded.value,
      last_modify_user_id = excluded.last_modify_user_id, last_modify_time = excluded.last_modify_time`)
    .run(newId(now), override.namespace, override.key, override.lang, override.value, userId, now);
}

export function deleteOverrides(db: Db, namespace: string, key: string): number {
  return db.prepare('DELETE FROM language_overrides WHERE namespace = ? AND translation_key = ?').run(namespace, key).changes;
}
