/**
 * Issue 16 items 6, 13 and 14:
 * - language_overrides: an administrator's text for one translation key in one language (多语言);
 *   the portal's own strings are built into its bundles, these replace them at run time.
 * - data_maps: GeoJSON maps per area code (数据地图), the document kept as text.
 * - third_sync_records: what the last synchronisation to enterprise chat (1) or DingTalk (2) did
 *   with each organisation (data_type 1) or user (2): state 1 synced, 2 failed (JNPF's SynThirdInfo).
 */
export const sql = `
CREATE TABLE language_overrides (
  id TEXT PRIMARY KEY,
  namespace TEXT NOT NULL,
  translation_key TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('zh', 'zhtw', 'en')),
  value TEXT NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER NOT NULL,
  UNIQUE (namespace, translation_key, lang)
);

CREATE TABLE data_maps (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  data TEXT NOT NULL,
  data_size INTEGER NOT NULL,
  feature_count INTEGER NOT NULL,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX data_maps_sort ON data_maps (sort_code, creator_time);

CREATE TABLE third_sync_records (
  id TEXT PRIMARY KEY,
  third_type INTEGER NOT NULL CHECK (third_type IN (1, 2)),
  data_type INTEGER NOT NULL CHECK (data_type IN (1, 2)),
  sys_obj_id TEXT NOT NULL,
  third_obj_id TEXT NOT NULL DEFAULT '',
  syn_state INTEGER NOT NULL CHECK (syn_state IN (1, 2)),
  description TEXT NOT NULL DEFAULT '',
  last_modify_time INTEGER NOT NULL,
  UNIQUE (third_type, data_type, sys_obj_id)
);
`;
