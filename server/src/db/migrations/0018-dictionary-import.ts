import { seedId } from '../ids';

const EXPORT_BUTTON_ID = seedId('module_buttons:systemData.dictionary:btn_export');
const IMPORT_BUTTON_ID = seedId('module_buttons:systemData.dictionary:btn_import');

/**
 * Issue 12 item 9 (dictionary import/export through the import wizard): the dictionary page's
 * 导出 / 导入 buttons for databases seeded before they existed, granted to the holders of that
 * page's add button (on a new database the seed adds them: this inserts nothing).
 */
export const sql = `
INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code)
  SELECT '${EXPORT_BUTTON_ID}', m.id, 'btn_export', '导出', 3 FROM modules m
  WHERE m.en_code = 'systemData.dictionary' AND NOT EXISTS (SELECT 1 FROM module_buttons b WHERE b.module_id = m.id AND b.en_code = 'btn_export');
INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code)
  SELECT '${IMPORT_BUTTON_ID}', m.id, 'btn_import', '导入', 4 FROM modules m
  WHERE m.en_code = 'systemData.dictionary' AND NOT EXISTS (SELECT 1 FROM module_buttons b WHERE b.module_id = m.id AND b.en_code = 'btn_import');
INSERT OR IGNORE INTO authorize (object_type, object_id, item_type, item_id)
  SELECT DISTINCT a.object_type, a.object_id, 'button', extra.id
  FROM authorize a
  JOIN module_buttons added ON added.id = a.item_id AND added.en_code = 'btn_add'
  JOIN modules m ON m.id = added.module_id AND m.en_code = 'systemData.dictionary'
  JOIN module_buttons extra ON extra.module_id = m.id AND extra.en_code IN ('btn_export', 'btn_import')
  WHERE a.item_type = 'button';
`;
