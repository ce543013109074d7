import type { Db } from '../db/connection';
import { statement } from '../db/statements';

/** An enabled menu (page) and which of its resource kinds authorisation checks. */
export interface PageModule {
  id: string;
  checksButtons: boolean;
  checksColumns: boolean;
  checksForms: boolean;
  checksData: boolean;
}

interface ModuleRow {
  id: string;
  is_button_authorize: number;
  is_column_authorize: number;
  is_form_authorize: number;
  is_data_authorize: number;
}

/** The enabled menu with this enCode, or undefined. Read on every check: menu edits apply at once. */
export function pageModule(db: Db, pageCode: string): PageModule | undefined {
  const row = statement(db, `SELECT id, is_button_authorize, is_column_authorize, is_form_authorize, is_data_authorize
    FROM modules WHERE en_code = ? AND enabled_mark = 1`).get(pageCode) as ModuleRow | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    checksButtons: row.is_button_authorize === 1,
    checksColumns: row.is_column_authorize === 1,
    checksForms: row.is_form_authorize === 1,
    checksData: row.is_data_authorize === 1,
  };
}

/** The id of the page's enabled button with this enCode, or undefined. */
export function pageButtonId(db: Db, moduleId: string, buttonCode: string): string | undefined {
  const row = statement(db, 'SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ? AND enabled_mark = 1').get(moduleId, buttonCode) as
    | { id: string }
    | undefined;
  return row?.id;
}

/** enCodes and ids of the page's enabled list columns or form fields. */
export function pageFields(db: Db, table: 'module_columns' | 'module_forms', moduleId: string): { id: string; en_code: string }[] {
  const sql = table === 'module_columns'
    ? 'SELECT id, en_code FROM module_columns WHERE module_id = ? AND enabled_mark = 1'
    : 'SELECT id, en_code FROM module_forms WHERE module_id = ? AND enabled_mark = 1';
  return statement(db, sql).all(moduleId) as { id: string; en_code: string }[];
}
