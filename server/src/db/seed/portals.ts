import type { Db } from '../connection';
import { seedId } from '../ids';
import type { PortalFormData } from '../../routes/portal/layout';
import { dictionaryTypeId } from './dictionaries';
import { userId } from './organization';

/**
 * 门户设计's seed: the category dictionary 门户分类 (portalDesigner, JNPF's code) with 基础门户 and
 * 业务门户, and one enabled portal 「默认门户」 that uses every widget kind. Written as portable SQL
 * that finds what it needs by code and skips whatever is there already, so the same text fills a
 * new database (seed) and one seeded before portals existed (migration 44). No user gets the
 * portal as their home: the home keeps its overview until someone chooses one (SetDefault).
 */
export const PORTAL_DICTIONARY_CODE = 'portalDesigner';
export const PORTAL_CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  ['basePortal', '基础门户'],
  ['businessPortal', '业务门户'],
];
export const DEFAULT_PORTAL_CODE = 'defaultPortal';
export const DEFAULT_PORTAL_NAME = '默认门户';

export const portalCategoryId = (code: string): string => seedId(`dictionaryData:${PORTAL_DICTIONARY_CODE}:${code}`);
export const defaultPortalId = (): string => seedId(`portal:${DEFAULT_PORTAL_CODE}`);

/** Every widget kind once, on the 24-column grid without overlaps. */
export const DEFAULT_PORTAL_LAYOUT: PortalFormData = {
  layout: [
    {
      i: 'overview', x: 0, y: 0, w: 24, h: 3, jnpfKey: 'dataBoard', title: '数据概览',
      figures: ['userCount', 'organizeCount', 'departmentCount', 'roleCount', 'positionCount', 'onlineUserCount'],
    },
    { i: 'todo', x: 0, y: 3, w: 8, h: 7, jnpfKey: 'todoList', title: '待办事宜', count: 5 },
    { i: 'notice', x: 8, y: 3, w: 8, h: 7, jnpfKey: 'notice', title: '系统公告', count: 5 },
    {
      i: 'shortcuts', x: 16, y: 3, w: 8, h: 7, jnpfKey: 'commonFunc', title: '常用功能',
      links: [
        { fullName: '发起流程', urlAddress: 'workFlow/addFlow' },
        { fullName: '系统公告', urlAddress: 'system/notice' },
        { fullName: '数据字典', urlAddress: 'systemData/dictionary' },
        { fullName: '用户管理', urlAddress: 'permission/user' },
        { fullName: '门户设计', urlAddress: 'onlineDev/visualPortal' },
        { fullName: 'single-spa 文档', urlAddress: 'https://single-spa.js.org/docs/getting-started-overview' },
      ],
    },
    {
      i: 'welcome', x: 0, y: 10, w: 16, h: 4, jnpfKey: 'text', title: '欢迎',
      content: '欢迎使用 Atrium 开发平台。这是系统自带的默认门户：在「在线开发 → 门户设计」中可以调整它的布局或新建门户，再在首页「切换门户」中选用。',
    },
    // A built-in picture the server serves itself: the portal's CSP (img-src 'self') shows no outside images.
    { i: 'picture', x: 16, y: 10, w: 8, h: 4, jnpfKey: 'image', title: '', src: '/api/file/Image/userAvatar/avatar-1.svg', alt: '示例图片' },
  ],
};

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * The seed as SQL; `guard` is a condition every statement also needs (the migration passes "the
 * database has been seeded", so a new database is left to the seed, which runs after it).
 */
export function portalsSql(now: number, guard = '1 = 1'): string {
  const typeId = dictionaryTypeId(PORTAL_DICTIONARY_CODE);
  // Under 系统字典 when the database still has it, else at the top of the dictionary tree.
  const parent = "COALESCE((SELECT s.id FROM dictionary_types s WHERE s.en_code = 'systemDictionary'), '-1')";
  const dictionary = `
INSERT INTO dictionary_types (id, parent_id, full_name, en_code, is_tree, sort_code, description, creator_time)
  SELECT ${text(typeId)}, ${parent}, '门户分类', ${text(PORTAL_DICTIONARY_CODE)}, 0,
    (SELECT COUNT(*) FROM dictionary_types c WHERE c.parent_id = ${parent}), '门户设计的分类', ${now}
  WHERE ${guard} AND NOT EXISTS (SELECT 1 FROM dictionary_types x WHERE x.id = ${text(typeId)} OR x.en_code = ${text(PORTAL_DICTIONARY_CODE)});`;
  const items = PORTAL_CATEGORIES.map(([code, name], index) => `
INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, enabled_mark, sort_code, description, creator_time)
  SELECT ${text(portalCategoryId(code))}, t.id, '0', ${text(name)}, ${text(code)}, 1, ${index}, '', ${now}
  FROM dictionary_types t
  WHERE t.en_code = ${text(PORTAL_DICTIONARY_CODE)} AND ${guard}
    AND NOT EXISTS (SELECT 1 FROM dictionary_data x WHERE x.id = ${text(portalCategoryId(code))} OR (x.dictionary_type_id = t.id AND x.en_code = ${text(code)}));`);
  const portal = `
INSERT INTO portals (id, full_name, en_code, category, type, form_data, sort_code, enabled_mark, description, creator_user_id, creator_time)
  SELECT ${text(defaultPortalId())}, ${text(DEFAULT_PORTAL_NAME)}, ${text(DEFAULT_PORTAL_CODE)}, d.id, 0, ${text(JSON.stringify(DEFAULT_PORTAL_LAYOUT))},
    0, 1, '系统自带的门户，用到了每一种组件', u.id, ${now}
  FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id LEFT JOIN users u ON u.id = ${text(userId('admin'))}
  WHERE t.en_code = ${text(PORTAL_DICTIONARY_CODE)} AND d.en_code = 'basePortal' AND ${guard}
    AND NOT EXISTS (SELECT 1 FROM portals x WHERE x.id = ${text(defaultPortalId())} OR x.en_code = ${text(DEFAULT_PORTAL_CODE)} OR x.full_name = ${text(DEFAULT_PORTAL_NAME)});`;
  return [dictionary, ...items, portal].join('\n');
}

/**
 * The seed's part. A database migrated only part way (a migration's own test) has no portals
 * table yet; migration 44 fills it when it runs.
 */
export function insertPortals(db: Db, now: number): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'portals'").get()) return;
  db.exec(portalsSql(now));
}
