import { seedId } from '../ids';

const PAGE = 'system.printDev';
const EXPORT_BUTTON_ID = seedId(`module_buttons:${PAGE}:btn_export`);
const IMPORT_BUTTON_ID = seedId(`module_buttons:${PAGE}:btn_import`);

/**
 * Issue 14 item 6: print templates (系统管理 → 打印模板, /api/system/printDev) and the print log.
 * - print_templates: one template; `category` is an item of the BusinessType dictionary (as for
 *   bill rules), `type` 1 = data-source (SQL) template, 2 = form template. `sql_template` holds the
 *   data source as JSON ({main, tables: [{name, sql}]}), `document` the layout (a JSON document of
 *   blocks, validated by print/document.ts), `page_param` the paper.
 * - print_logs: every real print (POST printLog/save): who printed which template, when, how many.
 * The page's 导出 / 导入 buttons for databases seeded before they existed, granted to the holders
 * of the page's add button (on a new database the seed adds them and this inserts nothing).
 */
export const sql = `
CREATE TABLE print_templates (
  id TEXT PRIMARY KEY,
  full_name TEXT NOT NULL,
  en_code TEXT NOT NULL UNIQUE,
  category TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  source_form TEXT NOT NULL DEFAULT '',
  sql_template TEXT NOT NULL DEFAULT '{"main":"","tables":[]}',
  document TEXT NOT NULL,
  page_param TEXT NOT NULL,
  sort_code INTEGER NOT NULL DEFAULT 0,
  enabled_mark INTEGER NOT NULL DEFAULT 1,
  description TEXT NOT NULL DEFAULT '',
  creator_user_id TEXT,
  creator_time INTEGER NOT NULL,
  last_modify_user_id TEXT,
  last_modify_time INTEGER
);
CREATE INDEX print_templates_category ON print_templates (category, sort_code);

CREATE TABLE print_logs (
  id TEXT PRIMARY KEY,
  print_id TEXT NOT NULL,
  print_title TEXT NOT NULL,
  print_num INTEGER NOT NULL CHECK (print_num >= 1),
  creator_user_id TEXT NOT NULL,
  creator_time INTEGER NOT NULL
);
CREATE INDEX print_logs_time ON print_logs (creator_time);
CREATE INDEX print_logs_template ON print_logs (print_id, creator_time);

INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code)
  SELECT '${EXPORT_BUTTON_ID}', m.id, 'btn_export', '导出', 3 FROM modules m
  WHERE m.en_code = '${PAGE}' AND NOT EXISTS (SELECT 1 FROM module_buttons b WHERE b.module_id = m.id AND b.en_code = 'btn_export');
INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code)
  SELECT '${IMPORT_BUTTON_ID}', m.id, 'btn_import', '导入', 4 FROM modules m
  WHERE m.en_code = '${PAGE}' AND NOT EXISTS (SELECT 1 FROM module_buttons b WHERE b.module_id = m.id AND b.en_code = 'btn_import');
INSERT OR IGNORE INTO authorize (object_type, object_id, item_type, item_id)
  SELECT DISTINCT a.object_type, a.object_id, 'button', extra.id
  FROM authorize a
  JOIN module_buttons added ON added.id = a.item_id AND added.en_code = 'btn_add'
  JOIN modules m ON m.id = added.module_id AND m.en_code = '${PAGE}'
  JOIN module_buttons extra ON extra.module_id = m.id AND extra.en_code IN ('btn_export', 'btn_import')
  WHERE a.item_type = 'button';
`;
