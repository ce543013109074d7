import { seedId } from '../ids';

const EXPORT_BUTTON_ID = seedId('module_buttons:permission.user:btn_export');
const IMPORT_BUTTON_ID = seedId('module_buttons:permission.user:btn_import');

/**
 * Issue 12 item 9 (helper "users"): user import and export.
 * - import_uploads: a spreadsheet uploaded to the import wizard, kept for the preview and the
 *   import that follow, bound to its uploader (another user cannot read it by name) and dropped
 *   after a day.
 * - (sys_config passwordErrorsNumber, lockType, lockTime need no rows: missing keys read as 0 = off,
 *   2 = timed, 10 minutes; the seed writes them on new databases.)
 * - The user page's 导出 / 导入 buttons for databases seeded before they existed, granted to the
 *   holders of that page's add button (on a new database the seed adds them: this inserts nothing).
 */
export const sql = `
CREATE TABLE import_uploads (
  name TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  module TEXT NOT NULL,
  content BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX import_uploads_created ON import_uploads (created_at);

INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code)
  SELECT '${EXPORT_BUTTON_ID}', m.id, 'btn_export', '导出', 4 FROM modules m
  WHERE m.en_code = 'permission.user' AND NOT EXISTS (SELECT 1 FROM module_buttons b WHERE b.module_id = m.id AND b.en_code = 'btn_export');
INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code)
  SELECT '${IMPORT_BUTTON_ID}', m.id, 'btn_import', '导入', 5 FROM modules m
  WHERE m.en_code = 'permission.user' AND NOT EXISTS (SELECT 1 FROM module_buttons b WHERE b.module_id = m.id AND b.en_code = 'btn_import');
INSERT OR IGNORE INTO authorize (object_type, object_id, item_type, item_id)
  SELECT DISTINCT a.object_type, a.object_id, 'button', extra.id
  FROM authorize a
  JOIN module_buttons added ON added.id = a.item_id AND added.en_code = 'btn_add'
  JOIN modules m ON m.id = added.module_id AND m.en_code = 'permission.user'
  JOIN module_buttons extra ON extra.module_id = m.id AND extra.en_code IN ('btn_export', 'btn_import')
  WHERE a.item_type = 'button';
`;
