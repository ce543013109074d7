import type { Db } from '../../db/connection';
import { keywordFilter } from '../../db/search-index';
import { AREA_ROOT } from '../area/repository';

/** The dictionary whose items are the project types (行业分类, a tree). */
export const PROJECT_TYPE_DICTIONARY = 'IndustryType';

export interface ProjectTypeItem {
  id: string;
  parentId: string;
  fullName: string;
  enabledMark: number;
}

/** Every item of the project-type dictionary, disabled ones too, in the dictionary's order. */
export function projectTypeItems(db: Db): ProjectTypeItem[] {
  return db.prepare(`SELECT d.id, d.parent_id AS parentId, d.full_name AS fullName, d.enabled_mark AS enabledMark
    FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id
    WHERE t.en_code = ? ORDER BY d.sort_code, d.creator_time, d.id`).all(PROJECT_TYPE_DICTIONARY) as ProjectTypeItem[];
}

export interface AreaOption {
  id: string;
  fullName: string;
}

/** Enabled top-level areas (provinces), optionally those whose name holds the keyword. */
export function provinceOptions(db: Db, keyword: string): AreaOption[] {
  const filter = keywordFilter(['full_name'], keyword);
  return db.prepare(`SELECT id, full_name AS fullName FROM areas WHERE parent_id = ? AND enabled_mark = 1 AND ${filter.sql}
    ORDER BY sort_code, en_code`).all(AREA_ROOT, ...filter.params) as AreaOption[];
}

export function areaExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM areas WHERE id = ?').get(id) !== undefined;
}

export function childAreaOptions(db: Db, parentId: string): AreaOption[] {
  return db.prepare(`SELECT id, full_name AS fullName FROM areas WHERE parent_id = ? AND enabled_mark = 1
    ORDER BY sort_code, en_code`).all(parentId) as AreaOption[];
}
