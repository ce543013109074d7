import type { Db } from '../../db/connection';

export interface DataRuleFields {
  moduleId: string;
  fullName: string;
  enCode: string;
  fieldType: string;
  conditionSymbol: string;
  conditionText: string;
  bindTable: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface DataRule extends DataRuleFields {
  id: string;
  creatorTime: number;
}

export interface DataSchemeFields {
  moduleId: string;
  fullName: string;
  enCode: string;
  /** JSON text of SchemeCondition[] (see data-validation.ts); '[]' when allData is 1. */
  conditionJson: string;
  allData: number;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface DataScheme extends DataSchemeFields {
  id: string;
  creatorTime: number;
}

const RULE_COLUMNS = `id, module_id AS moduleId, full_name AS fullName, en_code AS enCode, field_type AS fieldType,
  condition_symbol AS conditionSymbol, condition_text AS conditionText, bind_table AS bindTable, sort_code AS sortCode,
  enabled_mark AS enabledMark, description, creator_time AS creatorTime`;
const SCHEME_COLUMNS = `id, module_id AS moduleId, full_name AS fullName, en_code AS enCode, condition_json AS conditionJson,
  all_data AS allData, sort_code AS sortCode, enabled_mark AS enabledMark, description, creator_time AS creatorTime`;

export function listRules(db: Db, moduleId: string): DataRule[] {
  return db.prepare(`SELECT ${RULE_COLUMNS} FROM module_data_rules WHERE module_id = ? ORDER BY sort_code, creator_time, id`).all(moduleId) as DataRule[];
}

export function findRule(db: Db, id: string): DataRule | undefined {
  return db.prepare(`SELECT ${RULE_COLUMNS} FROM module_data_rules WHERE id = ?`).get(id) as DataRule | undefined;
}

export function insertRule(db: Db, id: string, rule: DataRuleFields, now: number): void {
  db.prepare(`INSERT INTO module_data_rules (id, module_id, full_name, en_code, field_type, condition_symbol, condition_text, bind_table,
      sort_code, enabled_mark, description, creator_time)
    VALUES (@id, @moduleId, @fullName, @enCode, @fieldType, @conditionSymbol, @conditionText, @bindTable,
      @sortCode, @enabledMark, @description, @now)`).run({ id, ...rule, now });
}

export function updateRule(db: Db, id: string, rule: DataRuleFields): void {
  db.prepare(`UPDATE module_data_rules SET full_name = @fullName, en_code = @enCode, field_type = @fieldType,
      condition_symbol = @conditionSymbol, condition_text = @conditionText, bind_table = @bindTable, sort_code = @sortCode,
      enabled_mark = @enabledMark, description = @description WHERE id = @id`).run({ id, ...rule });
}

export function deleteRule(db: Db, id: string): void {
  db.prepare('DELETE FROM module_data_rules WHERE id = ?').run(id);
}

export function listSchemes(db: Db, moduleId: string): DataScheme[] {
  return db.prepare(`SELECT ${SCHEME_COLUMNS} FROM module_data_schemes WHERE module_id = ? ORDER BY sort_code, creator_time, id`).all(moduleId) as DataScheme[];
}

export function findScheme(db: Db, id: string): DataScheme | undefined {
  return db.prepare(`SELECT ${SCHEME_COLUMNS} FROM module_data_schemes WHERE id = ?`).get(id) as DataScheme | undefined;
}

export function schemeCodeTaken(db: Db, moduleId: string, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM module_data_schemes WHERE module_id = ? AND en_code = ? AND id IS NOT ?').get(moduleId, enCode, exceptId) !== undefined;
}

export function insertScheme(db: Db, id: string, scheme: DataSchemeFields, now: number): void {
  db.prepare(`INSERT INTO module_data_schemes (id, module_id, full_name, en_code, condition_json, all_data, sort_code, enabled_mark,
      description, creator_time)
    VALUES (@id, @moduleId, @fullName, @enCode, @conditionJson, @allData, @sortCode, @enabledMark, @description, @now)`).run({ id, ...scheme, now });
}

export function updateScheme(db: Db, id: string, scheme: DataSchemeFields): void {
  db.prepare(`UPDATE module_data_schemes SET full_name = @fullName, en_code = @enCode, condition_json = @conditionJson,
      all_data = @allData, sort_code = @sortCode, enabled_mark = @enabledMark, description = @description WHERE id = @id`).run({ id, ...scheme });
}

export function deleteScheme(db: Db, id: string): void {
  db.prepare("DELETE FROM authorize WHERE item_type = 'resource' AND item_id = ?").run(id);
  db.prepare('DELETE FROM module_data_schemes WHERE id = ?').run(id);
}
