import type { Db } from '../connection';
import { seedId } from '../ids';
import { DATA_INTERFACE_TYPE_ID } from '../migrations/0024-data-interface';
import type { PortalFormData } from '../../routes/portal/layout';
import { ANALYSIS_PORTAL_PAGES, portalSeedId } from './menus';
import { userId } from './organization';
import { PORTAL_DICTIONARY_CODE } from './portals';

/**
 * 数据分析平台 (the second system): its three pages are portals in 业务门户 whose charts read data
 * interfaces over this database's own organisation, people and dictionaries, so they show live
 * figures. Only what the data-interface read policy lets every signed-in user read is used
 * (data-interface/execute.ts: organisations, positions, roles, users' public columns, dictionaries);
 * sign-in logs, messages and workflow tasks are outside it and stay out of these charts.
 *
 * Written like seed/portals.ts: portable INSERT … SELECT … WHERE NOT EXISTS that skips what a
 * database has already (by id, code or, for portals, name), so the same text fills a new database
 * (seed) and one seeded before (migration 45). The interfaces' own SQL is what an administrator
 * would write in 数据接口: it runs on the read-only SQLite connection, so it uses SQLite's date
 * functions (there is no portable way to say "the last 30 days" there).
 */
export interface AnalysisInterface {
  code: string;
  name: string;
  description: string;
  sql: string;
}

export const analysisInterfaceId = (code: string): string => seedId(`dataInterface:${code}`);

/** 系统接口 of the 数据接口分类 dictionary (migration 24 seeds it with this id). */
const SYSTEM_CATEGORY_CODE = 'system';
const SYSTEM_CATEGORY_ID = '7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a02';

/** The organisations (enabled ones, in their order) with their enabled people (main organisation) and positions. */
const USERS_BY_ORGANIZE = `SELECT o.full_name AS organizeName,
  (SELECT COUNT(*) FROM users u WHERE u.organize_id = o.id AND u.enabled_mark = 1) AS userCount,
  (SELECT COUNT(*) FROM positions p WHERE p.organize_id = o.id AND p.enabled_mark = 1) AS positionCount
FROM organizations o
WHERE o.enabled_mark = 1
ORDER BY o.sort_code, o.full_name`;

const USERS_BY_ROLE = `SELECT r.full_name AS roleName, COUNT(u.id) AS userCount
FROM roles r
  LEFT JOIN user_roles ur ON ur.role_id = r.id
  LEFT JOIN users u ON u.id = ur.user_id AND u.enabled_mark = 1
WHERE r.enabled_mark = 1
GROUP BY r.id, r.full_name, r.sort_code
ORDER BY r.sort_code, r.full_name`;

const USERS_BY_POSITION = `SELECT p.full_name AS positionName, COUNT(u.id) AS userCount
FROM positions p
  LEFT JOIN user_positions up ON up.position_id = p.id
  LEFT JOIN users u ON u.id = up.user_id AND u.enabled_mark = 1
WHERE p.enabled_mark = 1
GROUP BY p.id, p.full_name, p.sort_code
ORDER BY p.sort_code, p.full_name`;

// Days and months are the server's local ones: 'localtime' for today, 'utc' to turn a local
// midnight back into the epoch milliseconds that creator_time holds.
const DAILY_USERS = `WITH RECURSIVE days (n, day) AS (
  SELECT 0, date('now', 'localtime', '-29 days')
  UNION ALL
  SELECT n + 1, date(day, '+1 day') FROM days WHERE n < 29
)
SELECT substr(d.day, 6) AS day,
  (SELECT COUNT(*) FROM users u WHERE u.creator_time < strftime('%s', d.day, '+1 day', 'utc') * 1000) AS totalUsers,
  (SELECT COUNT(*) FROM users u
    WHERE u.creator_time >= strftime('%s', d.day, 'utc') * 1000 AND u.creator_time < strftime('%s', d.day, '+1 day', 'utc') * 1000) AS newUsers
FROM days d
ORDER BY d.day`;

const inMonth = (alias: string) =>
  `${alias}.creator_time >= strftime('%s', m.month, 'utc') * 1000 AND ${alias}.creator_time < strftime('%s', m.month, '+1 month', 'utc') * 1000`;
const MONTHLY_RECORDS = `WITH RECURSIVE months (n, month) AS (
  SELECT 0, date('now', 'localtime', 'start of month', '-11 months')
  UNION ALL
  SELECT n + 1, date(month, '+1 month') FROM months WHERE n < 11
)
SELECT substr(m.month, 1, 7) AS month,
  (SELECT COUNT(*) FROM users u WHERE ${inMonth('u')}) AS userCount,
  (SELECT COUNT(*) FROM organizations o WHERE ${inMonth('o')}) AS organizeCount,
  (SELECT COUNT(*) FROM positions p WHERE ${inMonth('p')}) AS positionCount,
  (SELECT COUNT(*) FROM roles r WHERE ${inMonth('r')}) AS roleCount
FROM months m
ORDER BY m.month`;

const DICTIONARY_SIZES = `SELECT t.full_name AS dictionaryName, COUNT(d.id) AS itemCount
FROM dictionary_types t
  JOIN dictionary_data d ON d.dictionary_type_id = t.id
GROUP BY t.id, t.full_name
ORDER BY COUNT(d.id) DESC, t.full_name
LIMIT 10`;

export const ANALYSIS_INTERFACES: readonly AnalysisInterface[] = [
  { code: 'analysisUsersByOrganize', name: '分析：各组织人数与岗位数', description: '分析概览的柱状图：每个启用组织的在职人数（主组织）和岗位数', sql: USERS_BY_ORGANIZE },
  { code: 'analysisDailyUsers', name: '分析：近 30 天用户数', description: '趋势分析的折线图：近 30 天每天的用户总数和当日新增用户', sql: DAILY_USERS },
  { code: 'analysisMonthlyRecords', name: '分析：近 12 个月新增', description: '趋势分析的折线图：近 12 个月每月新增的用户、组织、岗位和角色', sql: MONTHLY_RECORDS },
  { code: 'analysisUsersByRole', name: '分析：各角色人数', description: '统计报表的柱状图：每个启用角色的在职人数', sql: USERS_BY_ROLE },
  { code: 'analysisUsersByPosition', name: '分析：各岗位人数', description: '统计报表的柱状图：每个启用岗位的在职人数', sql: USERS_BY_POSITION },
  { code: 'analysisDictionarySizes', name: '分析：数据字典项数', description: '统计报表的柱状图：数据项最多的 10 个数据字典', sql: DICTIONARY_SIZES },
];

const dynamicChart = (code: string, xField: string, yFields: Array<[string, string]>) => ({
  dataType: 'dynamic' as const,
  categories: [],
  series: [],
  interfaceId: analysisInterfaceId(code),
  xField,
  yFields: yFields.map(([field, name]) => ({ field, name })),
});

export interface AnalysisPortal {
  code: (typeof ANALYSIS_PORTAL_PAGES)[number]['portal'];
  name: string;
  description: string;
  layout: PortalFormData;
}

export const ANALYSIS_PORTALS: readonly AnalysisPortal[] = [
  {
    code: 'analysisOverview',
    name: '分析概览',
    description: '数据分析平台「分析概览」页：系统概况、各组织人数、公告和待办',
    layout: {
      layout: [
        {
          i: 'overview', x: 0, y: 0, w: 24, h: 3, jnpfKey: 'dataBoard', title: '数据概览',
          figures: ['userCount', 'organizeCount', 'departmentCount', 'roleCount', 'positionCount', 'onlineUserCount'],
        },
        {
          i: 'organizeUsers', x: 0, y: 3, w: 12, h: 8, jnpfKey: 'chart', title: '各组织人数与岗位数', chartType: 'bar',
          ...dynamicChart('analysisUsersByOrganize', 'organizeName', [['userCount', '人数'], ['positionCount', '岗位数']]),
        },
        { i: 'notice', x: 12, y: 3, w: 6, h: 8, jnpfKey: 'notice', title: '系统公告', count: 6 },
        { i: 'todo', x: 18, y: 3, w: 6, h: 8, jnpfKey: 'todoList', title: '待办事宜', count: 6 },
      ],
    },
  },
  {
    code: 'analysisTrend',
    name: '趋势分析',
    description: '数据分析平台「趋势分析」页：用户数和新增记录的走势',
    layout: {
      layout: [
        {
          i: 'dailyUsers', x: 0, y: 0, w: 24, h: 8, jnpfKey: 'chart', title: '近 30 天用户数（按日）', chartType: 'line',
          ...dynamicChart('analysisDailyUsers', 'day', [['totalUsers', '用户总数'], ['newUsers', '当日新增']]),
        },
        {
          i: 'monthlyRecords', x: 0, y: 8, w: 24, h: 8, jnpfKey: 'chart', title: '近 12 个月新增（按月）', chartType: 'line',
          ...dynamicChart('analysisMonthlyRecords', 'month', [['userCount', '用户'], ['organizeCount', '组织'], ['positionCount', '岗位'], ['roleCount', '角色']]),
        },
      ],
    },
  },
  {
    code: 'analysisReport',
    name: '统计报表',
    description: '数据分析平台「统计报表」页：按角色、岗位和数据字典的统计',
    layout: {
      layout: [
        {
          i: 'about', x: 0, y: 0, w: 24, h: 2, jnpfKey: 'text', title: '说明',
          content: '本页图表的数据来自「系统数据 → 数据接口」中系统接口分类下名为「分析：…」的接口，打开页面时按本系统的角色、岗位、用户和数据字典实时统计。',
        },
        {
          i: 'roleUsers', x: 0, y: 2, w: 12, h: 8, jnpfKey: 'chart', title: '各角色人数', chartType: 'bar',
          ...dynamicChart('analysisUsersByRole', 'roleName', [['userCount', '人数']]),
        },
        {
          i: 'positionUsers', x: 12, y: 2, w: 12, h: 8, jnpfKey: 'chart', title: '各岗位人数', chartType: 'bar',
          ...dynamicChart('analysisUsersByPosition', 'positionName', [['userCount', '人数']]),
        },
        {
          i: 'dictionarySizes', x: 0, y: 10, w: 24, h: 8, jnpfKey: 'chart', title: '数据项最多的 10 个数据字典', chartType: 'bar',
          ...dynamicChart('analysisDictionarySizes', 'dictionaryName', [['itemCount', '数据项数']]),
        },
      ],
    },
  },
];

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * The seed as SQL; `guard` is a condition every statement also needs (the migration passes "the
 * database has been seeded", so a new database is left to the seed, which runs after it). The
 * interfaces go under 系统接口 (by code, else its fixed id); the portals under 业务门户 (by code),
 * enabled, by the administrator when the database still has that account.
 */
export function analysisPortalsSql(now: number, guard = '1 = 1'): string {
  const category = `COALESCE((SELECT c.id FROM dictionary_data c WHERE c.dictionary_type_id = ${text(DATA_INTERFACE_TYPE_ID)}
    AND c.en_code = ${text(SYSTEM_CATEGORY_CODE)}), ${text(SYSTEM_CATEGORY_ID)})`;
  const admin = `(SELECT a.id FROM users a WHERE a.id = ${text(userId('admin'))})`;
  const interfaces = ANALYSIS_INTERFACES.map((item, index) => `
INSERT INTO data_interfaces (id, category_id, full_name, en_code, data_type, request_method, path, query, request_headers,
    request_parameters, sort_code, enabled_mark, description, creator_user_id, creator_time)
  SELECT ${text(analysisInterfaceId(item.code))}, ${category}, ${text(item.name)}, ${text(item.code)}, 1, 'GET', '', ${text(item.sql)}, '[]',
    '[]', ${index}, 1, ${text(item.description)}, ${admin}, ${now}
  WHERE ${guard} AND NOT EXISTS (SELECT 1 FROM data_interfaces x WHERE x.id = ${text(analysisInterfaceId(item.code))} OR x.en_code = ${text(item.code)});`);
  const portals = ANALYSIS_PORTALS.map((portal, index) => `
INSERT INTO portals (id, full_name, en_code, category, type, form_data, sort_code, enabled_mark, description, creator_user_id, creator_time)
  SELECT ${text(portalSeedId(portal.code))}, ${text(portal.name)}, ${text(portal.code)}, d.id, 0, ${text(JSON.stringify(portal.layout))},
    ${index + 1}, 1, ${text(portal.description)}, ${admin}, ${now}
  FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id
  WHERE t.en_code = ${text(PORTAL_DICTIONARY_CODE)} AND d.en_code = 'businessPortal' AND ${guard}
    AND NOT EXISTS (SELECT 1 FROM portals x WHERE x.id = ${text(portalSeedId(portal.code))} OR x.en_code = ${text(portal.code)} OR x.full_name = ${text(portal.name)});`);
  return [...interfaces, ...portals].join('\n');
}

/**
 * The seed's part, after seed/portals.ts (it needs 业务门户). A database migrated only part way
 * (a migration's own test) has no portals table yet; migration 45 fills it when it runs.
 */
export function insertAnalysisPortals(db: Db, now: number): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'portals'").get()) return;
  db.exec(analysisPortalsSql(now));
}
