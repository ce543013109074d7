// 数据分析平台's seeded portals through the network boundary: a plain signed-in user opens each
// portal (/auth) and every chart's data interface answers rows (Action/List, as the renderer asks).
import type { FastifyInstance } from 'fastify';
import { dataInterfaceRoutes } from '../../routes/data-interface/routes';
import { chartInterfaces, cleanLayout, type PortalChart, type PortalFormData } from '../../routes/portal/layout';
import { portalRoutes } from '../../routes/portal/routes';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { ANALYSIS_INTERFACES, ANALYSIS_PORTALS, analysisInterfaceId } from './analysis-portals';
import { ANALYSIS_MENU_TREE, ANALYSIS_PORTAL_PAGES, MenuType, moduleId, portalSeedId } from './menus';
import { portalCategoryId } from './portals';

const routes = [portalRoutes, dataInterfaceRoutes];

type Row = Record<string, unknown>;

let app: FastifyInstance;
/** Holds no role at all: no page of either system. */
let plain: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  const user = await createUser(app, { roles: [] });
  plain = await signIn(app, user.account, user.password);
});
afterAll(async () => closeTestApp(app));

/** The rows a chart's renderer gets: POST …/Action/List {currentPage: 1, pageSize: 500}. */
async function rowsOf(interfaceId: string, token = plain): Promise<Row[]> {
  const result = await call<{ list: Row[] }>(app, 'POST', `/api/system/DataInterface/${interfaceId}/Action/List`, { token, body: { currentPage: 1, pageSize: 500 } });
  expect({ interfaceId, code: result.code, msg: result.msg }).toMatchObject({ interfaceId, code: 200 });
  return result.data.list;
}

async function portalLayout(id: string): Promise<PortalFormData> {
  const result = await call<{ id: string; formData: string }>(app, 'GET', `/api/visualdev/Portal/${id}/auth`, { token: plain });
  expect(result.code).toBe(200);
  return JSON.parse(result.data.formData) as PortalFormData;
}

const byLabel = (rows: Row[], x: string, y: string) => Object.fromEntries(rows.map((row) => [row[x], row[y]]));
const count = (sql: string): number => (app.db.prepare(sql).get() as { n: number }).n;

it('seeds the three portals, enabled, in 业务门户, with layouts the layout rules accept unchanged', async () => {
  for (const portal of ANALYSIS_PORTALS) {
    const stored = app.db.prepare('SELECT full_name AS name, en_code AS code, category, enabled_mark AS enabled, form_data AS formData FROM portals WHERE id = ?')
      .get(portalSeedId(portal.code)) as { name: string; code: string; category: string; enabled: number; formData: string };
    expect(stored).toMatchObject({ name: portal.name, code: portal.code, category: portalCategoryId('businessPortal'), enabled: 1 });
    const layout: unknown = JSON.parse(stored.formData);
    // cleanLayout refuses overlaps, out-of-range places and malformed widgets, and drops nothing here.
    expect(cleanLayout(layout)).toEqual(layout);
    expect(layout).toEqual(portal.layout);
  }
  const kinds = (code: string) => ANALYSIS_PORTALS.find((portal) => portal.code === code)?.layout.layout.map((item) => item.jnpfKey).sort();
  expect(kinds('analysisOverview')).toEqual(['chart', 'dataBoard', 'notice', 'todoList']);
  expect(kinds('analysisTrend')).toEqual(['chart', 'chart']);
  expect(kinds('analysisReport')).toEqual(['chart', 'chart', 'chart', 'text']);
});

it('makes the second system’s three pages dynamic portals showing them, at the same addresses', () => {
  const menus = app.db.prepare('SELECT en_code AS code, type, url_address AS url, property_json AS property FROM modules WHERE system_id = (SELECT system_id FROM modules WHERE en_code = ?) AND url_address <> \'\' ORDER BY url_address')
    .all('analysis.overview');
  expect(menus).toEqual(ANALYSIS_PORTAL_PAGES.map((page) => ({
    code: page.url.replace('/', '.'), type: MenuType.dynamicPortal, url: page.url, property: JSON.stringify({ moduleId: portalSeedId(page.portal) }),
  })).sort((a, b) => a.url.localeCompare(b.url)));
  // A portal page has no list: no default buttons or columns.
  const items = app.db.prepare(`SELECT COUNT(*) AS n FROM module_buttons WHERE module_id IN (${ANALYSIS_PORTAL_PAGES.map(() => '?').join(', ')})`)
    .get(...ANALYSIS_PORTAL_PAGES.map((page) => moduleId(page.url.replace('/', '.')))) as { n: number };
  expect(items.n).toBe(0);
  expect(JSON.stringify(ANALYSIS_MENU_TREE)).not.toContain('"type":2');
});

it('charts only seeded, enabled SQL interfaces, and every one of those is charted', async () => {
  const used = new Set<string>();
  for (const portal of ANALYSIS_PORTALS) {
    for (const { interfaceId } of chartInterfaces(await portalLayout(portalSeedId(portal.code)))) used.add(interfaceId);
  }
  expect(used).toEqual(new Set(ANALYSIS_INTERFACES.map((item) => analysisInterfaceId(item.code))));
  const stored = app.db.prepare(`SELECT d.data_type AS dataType, d.enabled_mark AS enabled, c.en_code AS category FROM data_interfaces d
    LEFT JOIN dictionary_data c ON c.id = d.category_id WHERE d.en_code LIKE 'analysis%'`).all();
  expect(stored).toEqual(ANALYSIS_INTERFACES.map(() => ({ dataType: 1, enabled: 1, category: 'system' })));
});

it('answers every chart of every portal with rows holding its x field and numeric y fields, for a user without any page', async () => {
  for (const portal of ANALYSIS_PORTALS) {
    const layout = await portalLayout(portalSeedId(portal.code));
    for (const item of layout.layout) {
      if (item.jnpfKey !== 'chart') continue;
      const chart: PortalChart = item;
      const rows = await rowsOf(chart.interfaceId);
      expect({ chart: item.i, rows: rows.length > 0 }).toEqual({ chart: item.i, rows: true });
      for (const row of rows) {
        expect(typeof row[chart.xField]).toBe('string');
        for (const { field } of chart.yFields) expect(Number.isInteger(row[field])).toBe(true);
      }
    }
  }
});

it('counts the seeded organisation, roles, positions and dictionaries', async () => {
  const organizations = await rowsOf(analysisInterfaceId('analysisUsersByOrganize'));
  // The seed's people (one per organisation) plus this test's user in 研发部.
  expect(byLabel(organizations, 'organizeName', 'userCount')).toMatchObject({ 'Atrium 科技有限公司': 1, 研发部: 2, 市场部: 1, 财务部: 1, 人力资源部: 1 });
  expect(byLabel(organizations, 'organizeName', 'positionCount')).toMatchObject({ 'Atrium 科技有限公司': 1, 研发部: 1 });
  // zhangsan holds 普通员工 and 数据维护员; the test's user holds no role.
  expect(byLabel(await rowsOf(analysisInterfaceId('analysisUsersByRole')), 'roleName', 'userCount')).toMatchObject({ 超级管理员: 1, 普通员工: 4, 数据维护员: 1 });
  expect(byLabel(await rowsOf(analysisInterfaceId('analysisUsersByPosition')), 'positionName', 'userCount'))
    .toEqual({ 总经理: 1, 研发工程师: 1, 市场专员: 1, 会计: 1, 人事专员: 1 });
  const dictionaries = await rowsOf(analysisInterfaceId('analysisDictionarySizes'));
  expect(dictionaries.length).toBe(Math.min(10, count('SELECT COUNT(DISTINCT dictionary_type_id) AS n FROM dictionary_data')));
  expect(dictionaries.length).toBeGreaterThan(1);
  const sizes = dictionaries.map((row) => row.itemCount as number);
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  expect(sizes[0]).toBe(count(`SELECT MAX(n) AS n FROM (SELECT COUNT(*) AS n FROM dictionary_data GROUP BY dictionary_type_id)`));
});

it('gives the last 30 days ending today and the last 12 months ending this month, with everyone created before now', async () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const today = () => {
    const now = new Date();
    return { day: `${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, month: `${now.getFullYear()}-${pad(now.getMonth() + 1)}` };
  };
  const before = today();
  const daily = await rowsOf(analysisInterfaceId('analysisDailyUsers'));
  const monthly = await rowsOf(analysisInterfaceId('analysisMonthlyRecords'));
  // Either side of a midnight passing during the calls.
  const after = today();
  expect(daily).toHaveLength(30);
  expect([before.day, after.day]).toContain(daily[29]?.day);
  expect(new Set(daily.map((row) => row.day)).size).toBe(30);
  const users = count('SELECT COUNT(*) AS n FROM users');
  expect(daily[29]?.totalUsers).toBe(users);
  // The test database was seeded moments ago: every user is new today.
  expect(daily[29]?.newUsers).toBe(users);
  expect(daily.slice(0, 29).every((row) => row.newUsers === 0)).toBe(true);

  expect(monthly).toHaveLength(12);
  expect([before.month, after.month]).toContain(monthly[11]?.month);
  expect(monthly[11]).toMatchObject({ userCount: users, organizeCount: count('SELECT COUNT(*) AS n FROM organizations'), roleCount: count('SELECT COUNT(*) AS n FROM roles') });
});

it('is refused without a session, and follows the interface being disabled', async () => {
  const id = analysisInterfaceId('analysisUsersByRole');
  const anonymous = await call(app, 'POST', `/api/system/DataInterface/${id}/Action/List`, { body: { currentPage: 1, pageSize: 500 } });
  expect(anonymous.code).not.toBe(200);
  app.db.prepare('UPDATE data_interfaces SET enabled_mark = 0 WHERE id = ?').run(id);
  try {
    const disabled = await call(app, 'POST', `/api/system/DataInterface/${id}/Action/List`, { token: plain, body: {} });
    expect(disabled.code).toBe(400);
  } finally {
    app.db.prepare('UPDATE data_interfaces SET enabled_mark = 1 WHERE id = ?').run(id);
  }
});
