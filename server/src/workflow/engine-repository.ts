// SQL of flow designs (流程设计) and their released versions.
import type { Db } from '../db/connection';
import { keywordFilter } from '../db/search-index';
import { parseTemplate, type FlowTemplate } from './template';

export interface FlowEngine {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  formType: number;
  formId: string;
  flowTemplateJson: string;
  icon: string;
  iconBackground: string;
  sortCode: number;
  enabledMark: number;
  version: number | null;
  description: string;
  creatorUserId: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

export type FlowEngineFields = Pick<FlowEngine, 'fullName' | 'enCode' | 'category' | 'type' | 'formType' | 'formId' | 'flowTemplateJson' | 'icon' | 'iconBackground' | 'sortCode' | 'description'>;

const COLUMNS = `e.id, e.full_name AS fullName, e.en_code AS enCode, e.category, e.type, e.form_type AS formType, e.form_id AS formId,
  e.flow_template_json AS flowTemplateJson, e.icon, e.icon_background AS iconBackground, e.sort_code AS sortCode, e.enabled_mark AS enabledMark,
  e.version, e.description, e.creator_user_id AS creatorUserId, e.creator_time AS creatorTime, e.last_modify_time AS lastModifyTime`;

export function findEngine(db: Db, id: string): FlowEngine | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM flow_engine e WHERE e.id = ?`).get(id) as FlowEngine | undefined;
}

export function engineCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM flow_engine WHERE en_code = ? AND id <> ?').get(enCode, exceptId ?? '') !== undefined;
}

/**
 * Whether `code` is an item of the 流程分类 dictionary (en_code WorkFlowCategory, migration 36):
 * an enabled one, or any one when `allowDisabled` (a flow may keep a category disabled since).
 */
export function flowCategoryKnown(db: Db, code: string, allowDisabled: boolean): boolean {
  return db.prepare(`SELECT 1 FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id
    WHERE t.en_code = 'WorkFlowCategory' AND d.en_code = ?${allowDisabled ? '' : ' AND d.enabled_mark = 1'}`).get(code) !== undefined;
}

export interface EngineListQuery {
  keyword: string;
  category: string | null;
  enabledMark: number | null;
  offset: number;
  limit: number;
}

export function listEngines(db: Db, query: EngineListQuery): { list: (FlowEngine & { creatorUser: string | null })[]; total: number } {
  const where: string[] = [];
  const params: unknown[] = [];
  const keyword = keywordFilter(['e.full_name', 'e.en_code'], query.keyword);
  where.push(keyword.sql);
  params.push(...keyword.params);
  if (query.category !== null) {
    where.push('e.category = ?');
    params.push(query.category);
  }
  if (query.enabledMark !== null) {
    where.push('e.enabled_mark = ?');
    params.push(query.enabledMark);
  }
  const clause = where.join(' AND ');
  const total = (db.prepare(`SELECT COUNT(*) AS total FROM flow_engine e WHERE ${clause}`).get(...params) as { total: number }).total;
  const list = db.prepare(`SELECT ${COLUMNS}, u.real_name AS creatorUser FROM flow_engine e LEFT JOIN users u ON u.id = e.creator_user_id
    WHERE ${clause} ORDER BY e.sort_code, e.creator_time DESC, e.id LIMIT ? OFFSET ?`).all(...params, query.limit, query.offset) as (FlowEngine & { creatorUser: string | null })[];
  return { list, total };
}

/** Released and enabled flows: what staff may launch. */
export function launchableEngines(db: Db): FlowEngine[] {
  return db.prepare(`SELECT ${COLUMNS} FROM flow_engine e WHERE e.enabled_mark = 1 AND e.version IS NOT NULL ORDER BY e.category, e.sort_code, e.full_name`).all() as FlowEngine[];
}

export function insertEngine(db: Db, row: FlowEngineFields & { id: string; userId: string; now: number }): void {
  db.prepare(`INSERT INTO flow_engine (id, full_name, en_code, category, type, form_type, form_id, flow_template_json, icon, icon_background, sort_code,
      enabled_mark, description, creator_user_id, creator_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?)`)
    .run(row.id, row.fullName, row.enCode, row.category, row.type, row.formType, row.formId, row.flowTemplateJson, row.icon, row.iconBackground,
      row.sortCode, row.description, row.userId, row.now);
}

export function updateEngine(db: Db, id: string, row: FlowEngineFields & { userId: string; now: number }): void {
  db.prepare(`UPDATE flow_engine SET full_name = ?, en_code = ?, category = ?, type = ?, form_type = ?, form_id = ?, flow_template_json = ?, icon = ?,
      icon_background = ?, sort_code = ?, description = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?`)
    .run(row.fullName, row.enCode, row.category, row.type, row.formType, row.formId, row.flowTemplateJson, row.icon, row.iconBackground,
      row.sortCode, row.description, row.userId, row.now, id);
}

export function deleteEngine(db: Db, id: string): void {
  db.prepare('DELETE FROM flow_engine WHERE id = ?').run(id);
}

export function engineHasTasks(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM flow_task WHERE flow_id = ? LIMIT 1').get(id) !== undefined;
}

/** Snapshots the design as a new version and puts it in force; returns the version. */
export function releaseEngine(db: Db, engine: FlowEngine, userId: string, now: number): number {
  const next = ((db.prepare('SELECT MAX(version) AS v FROM flow_engine_version WHERE flow_id = ?').get(engine.id) as { v: number | null }).v ?? 0) + 1;
  db.prepare(`INSERT INTO flow_engine_version (flow_id, version, full_name, form_type, form_id, flow_template_json, creator_user_id, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(engine.id, next, engine.fullName, engine.formType, engine.formId, engine.flowTemplateJson, userId, now);
  db.prepare('UPDATE flow_engine SET version = ?, enabled_mark = 1, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(next, userId, now, engine.id);
  return next;
}

export function stopEngine(db: Db, id: string, userId: string, now: number): void {
  db.prepare('UPDATE flow_engine SET enabled_mark = 0, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(userId, now, id);
}

export interface EngineVersion {
  version: number;
  fullName: string;
  formType: number;
  formId: string;
  creatorUser: string | null;
  creatorTime: number;
}

export function engineVersions(db: Db, id: string): EngineVersion[] {
  return db.prepare(`SELECT v.version, v.full_name AS fullName, v.form_type AS formType, v.form_id AS formId, u.real_name AS creatorUser, v.creator_time AS creatorTime
    FROM flow_engine_version v LEFT JOIN users u ON u.id = v.creator_user_id WHERE v.flow_id = ? ORDER BY v.version DESC`).all(id) as EngineVersion[];
}

export function engineVersionJson(db: Db, id: string, version: number): string | undefined {
  return (db.prepare('SELECT flow_template_json AS json FROM flow_engine_version WHERE flow_id = ? AND version = ?').get(id, version) as { json: string } | undefined)?.json;
}

/** Parsed released versions, per flow and version: a version never changes once recorded. Per process, bounded. */
const cache = new Map<string, FlowTemplate>();
const CACHE_MAX = 200;

export function releasedTemplate(db: Db, flowId: string, version: number): FlowTemplate | undefined {
  const key = `${flowId}:${version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const json = engineVersionJson(db, flowId, version);
  if (json === undefined) return undefined;
  const template = parseTemplate(json);
  cache.set(key, template);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  return template;
}
