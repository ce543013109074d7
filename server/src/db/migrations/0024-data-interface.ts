import { seedId } from '../ids';

/** The seed's 系统字典 group (db/seed/dictionaries.ts), where the categories' dictionary sits. */
const SYSTEM_DICTIONARY_ID = seedId('dictionaryType:systemDictionary');

/** The dictionary of data-interface categories: JNPF's client reads it by this fixed id (getDataInterfaceTypeSelector). */
export const DATA_INTERFACE_TYPE_ID = '9c43287481364d348c0ea0d0f64b38be';
const CREATED = 1767225600000;

const category = (id: string, code: string, name: string, sort: number): string => `
INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, enabled_mark, sort_code, description, creator_time)
  SELECT '${id}', '${DATA_INTERFACE_TYPE_ID}', '0', '${name}', '${code}', 1, ${sort}, '', ${CREATED}
  WHERE NOT EXISTS (SELECT 1 FROM dictionary_data WHERE dictionary_type_id = '${DATA_INTERFACE_TYPE_ID}' AND en_code = '${code}');`;

/**
 * Issue 15 item 6: data interfaces (系统数据 → 数据接口, /api/system/DataInterface).
 * - data_interfaces: one interface; data_type 1 = SQL (query holds one SELECT), 2 = static data
 *   (query holds the JSON), 3 = HTTP (path holds the URL, request_method GET or POST,
 *   request_headers a JSON list of {field, value}). request_parameters is a JSON list of
 *   {field, fieldName, dataType, required, defaultValue}. category_id is an item of the
 *   数据接口分类 dictionary (under 系统字典; the seed makes that group after migrating a new
 *   database, and its id is fixed), seeded here with three categories.
 * - data_interface_logs: every call (preview, fields, popup list and lookups): when, who, from
 *   which address, how long, whether it succeeded and why not.
 * Portable: plain types, no SQLite-only syntax (the inserts use WHERE NOT EXISTS, not OR IGNORE).
 */
export const sql = `
CREATE TABLE data_interfaces (
  id TEXT PRIMARY KEY,
  category_id TEXT NOT NULL,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  data_type INTEGER NOT NULL CHECK (data_type IN (1, 2, 3)),
  request_method TEXT NOT NULL DEFAULT 'GET' CHECK (request_method IN ('GET', 'POST')),
  path TEXT NOT NULL DEFAULT '',
  query TEXT NOT NULL DEFAULT '',
  request_headers TEXT NOT NULL DEFAULT '[]',
  request_parameters TEXT NOT NULL DEFAULT '[]',
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT,
  creator_time BIGINT NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time BIGINT
);
CREATE INDEX data_interfaces_category ON data_interfaces (category_id, sort_code);

CREATE TABLE data_interface_logs (
  id TEXT PRIMARY KEY,
  interface_id TEXT NOT NULL,
  invoke_time BIGINT NOT NULL,
  user_id TEXT,
  ip TEXT NOT NULL DEFAULT '',
  duration_ms INTEGER NOT NULL,
  success INTEGER NOT NULL CHECK (success IN (0, 1)),
  action TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT ''
);
CREATE INDEX data_interface_logs_interface ON data_interface_logs (interface_id, invoke_time);

INSERT INTO dictionary_types (id, parent_id, full_name, en_code, is_tree, sort_code, description, creator_time)
  SELECT '${DATA_INTERFACE_TYPE_ID}', '${SYSTEM_DICTIONARY_ID}', '数据接口分类', 'DataInterfaceType', 0, 90, '', ${CREATED}
  WHERE NOT EXISTS (SELECT 1 FROM dictionary_types WHERE id = '${DATA_INTERFACE_TYPE_ID}');
${category('7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a01', 'business', '业务接口', 0)}
${category('7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a02', 'system', '系统接口', 1)}
${category('7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a03', 'external', '外部接口', 2)}
`;
