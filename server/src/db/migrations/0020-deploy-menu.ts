import { seedId } from '../ids';

const PAGE = 'system.deploy';
const PAGE_ID = seedId(`module:${PAGE}`);
// The same ids and items the seed gives every page (seed/menus.ts), so a migrated database and a
// fresh one hold the same rows.
const BUTTONS = [['btn_add', '新增'], ['btn_edit', '编辑'], ['btn_remove', '删除']] as const;
const COLUMNS = [['fullName', '名称'], ['enCode', '编码'], ['sortCode', '排序'], ['enabledMark', '状态']] as const;

const items = (table: 'module_buttons' | 'module_columns', list: ReadonlyArray<readonly [string, string]>): string =>
  list
    .map(([code, name], index) => `INSERT INTO ${table} (id, module_id, en_code, full_name, sort_code)
  SELECT '${seedId(`${table}:${PAGE}:${code}`)}', m.id, '${code}', '${name}', ${index} FROM modules m
  WHERE m.id = '${PAGE_ID}' AND NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.module_id = m.id AND x.en_code = '${code}');`)
    .join('\n');

/**
 * Issue 13 item 6: the 模块部署 page (系统管理 → 模块部署, mf-system's `system/deploy`) for
 * databases seeded before it existed, last under 系统管理. Nothing is granted: the page is for
 * administrators, who see every menu without grants, and the deploy API refuses everyone else.
 * On a new database 系统管理 does not exist yet when migrations run, so this inserts nothing and
 * the seed adds the page. A database whose 系统管理 (en_code 'system') is gone gets nothing: add the
 * page in 系统菜单.
 */
export const sql = `
INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name, icon, url_address, link_target, sort_code)
  SELECT '${PAGE_ID}', d.id, d.system_id, 2, '${PAGE}', '模块部署', 'icon-ym icon-ym-deploy', 'system/deploy', '_self',
    (SELECT COALESCE(MAX(s.sort_code), 0) + 1 FROM modules s WHERE s.parent_id = d.id)
  FROM modules d
  WHERE d.en_code = 'system' AND NOT EXISTS (SELECT 1 FROM modules m WHERE m.en_code = '${PAGE}' OR m.url_address = 'system/deploy');
${items('module_buttons', BUTTONS)}
${items('module_columns', COLUMNS)}
`;
