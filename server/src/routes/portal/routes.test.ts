// /api/visualdev/Portal (门户设计): every call through the network boundary on a fresh database,
// each refusal a 400 or 403 that names the problem and changes nothing.
import type { FastifyInstance } from 'fastify';
import { newId, seedId } from '../../db/ids';
import { DEFAULT_PORTAL_LAYOUT, defaultPortalId, portalCategoryId } from '../../db/seed/portals';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import {
  PORTAL_BASE as base,
  createPortal,
  everyWidget,
  portalBody,
  portalUser,
  widgets,
  type PortalInfo,
  type PortalRow,
  type PortalUser,
} from '../../testing/portal';
import { portalRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes); CurrentUser comes with sign-in's oauthRoutes.
const routes = [portalRoutes];

interface Page {
  list: PortalRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface SelectorNode {
  id: string;
  fullName: string;
  parentId: string;
  hasChildren: boolean;
  children: Array<Omit<SelectorNode, 'children'>>;
}

const basePortal = portalCategoryId('basePortal');
const businessPortal = portalCategoryId('businessPortal');
const defaultPortal = defaultPortalId();

let app: FastifyInstance;
let admin: string;
/** The seed's read-only account: holds 门户设计 (staff role) but none of its buttons. */
let viewer: string;
let designer: PortalUser;
/** Holds nothing at all. */
let outsider: PortalUser;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  designer = await portalUser(app, { buttons: ['btn_add', 'btn_edit', 'btn_remove'] });
  outsider = await portalUser(app, { page: false });
});
afterAll(async () => closeTestApp(app));

const countPortals = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM portals').get() as { n: number }).n;
const stored = (id: string) => app.db.prepare('SELECT * FROM portals WHERE id = ?').get(id) as Record<string, unknown> | undefined;
const info = async (id: string, token = admin) => (await call<PortalInfo>(app, 'GET', `${base}/${id}`, { token })).data;
const list = async (query: string, token = admin) => {
  const result = await call<Page>(app, 'GET', `${base}${query}`, { token });
  expect(result.code).toBe(200);
  return result.data;
};
const userPortal = (userId: string) => (app.db.prepare('SELECT portal_id AS portalId FROM users WHERE id = ?').get(userId) as { portalId: string | null }).portalId;
const homePortal = async (token: string) =>
  (await call<{ userInfo: { portalId: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token })).data.userInfo.portalId;
const setEnabled = (id: string, enabled: 0 | 1) => app.db.prepare('UPDATE portals SET enabled_mark = ? WHERE id = ?').run(enabled, id);

describe('the list', () => {
  it('shows the seeded 默认门户 with its category and author, without its layout', async () => {
    const page = await list('?pageSize=100');
    const row = page.list.find((entry) => entry.id === defaultPortal);
    expect(row).toEqual({
      id: defaultPortal, fullName: '默认门户', enCode: 'defaultPortal', category: basePortal, categoryName: '基础门户', enabledMark: 1, sortCode: 0,
      description: expect.any(String), creatorUser: '管理员', creatorTime: expect.any(Number), lastModifyTime: null,
    });
    expect(row).not.toHaveProperty('formData');
  });

  it('filters by keyword (name or code, taken literally) and category, and pages', async () => {
    const tag = `kw${newId().slice(-6)}`;
    await createPortal(app, admin, { fullName: `${tag}甲`, enCode: `${tag}A`, category: basePortal });
    await createPortal(app, admin, { fullName: `乙${tag}`, enCode: `${tag}B`, category: businessPortal });
    await createPortal(app, admin, { fullName: '丙%门户', enCode: `${tag}C`, category: businessPortal });
    expect((await list(`?keyword=${tag}`)).pagination.total).toBe(3);
    expect((await list(`?keyword=${tag}甲`)).list.map((row) => row.enCode)).toEqual([`${tag}A`]);
    expect((await list(`?keyword=${encodeURIComponent('丙%')}`)).list.map((row) => row.enCode)).toEqual([`${tag}C`]);
    expect((await list(`?keyword=${encodeURIComponent('%')}`)).list.map((row) => row.enCode)).toEqual([`${tag}C`]);
    const business = await list(`?keyword=${tag}&category=${businessPortal}`);
    expect(business.list.map((row) => row.categoryName)).toEqual(['业务门户', '业务门户']);
    const paged = await list(`?keyword=${tag}&currentPage=2&pageSize=2&sidx=enCode&sort=asc`);
    expect(paged).toMatchObject({ pagination: { currentPage: 2, pageSize: 2, total: 3 } });
    expect(paged.list.map((row) => row.enCode)).toEqual([`${tag}C`]);
    const bad = await call(app, 'GET', `${base}?sidx=form_data`, { token: admin });
    expect(bad.code).toBe(400);
  });

  it('is for holders of the page: the viewer reads, someone without it gets 403', async () => {
    expect((await list('?pageSize=5', viewer)).list.length).toBeGreaterThan(0);
    const refused = await call(app, 'GET', base, { token: outsider.token });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 403, msg: '暂无权限' });
    expect((await call(app, 'GET', `${base}/${defaultPortal}`, { token: outsider.token })).code).toBe(403);
    expect((await call(app, 'GET', base)).code).toBe(602);
  });
});

describe('one portal', () => {
  it('answers PortalInfo with the layout as JSON text', async () => {
    const portal = await info(defaultPortal, viewer);
    expect(portal).toEqual({
      id: defaultPortal, fullName: '默认门户', enCode: 'defaultPortal', category: basePortal, enabledMark: 1, sortCode: 0,
      description: expect.any(String), type: 0, formData: expect.any(String),
    });
    expect(JSON.parse(portal.formData)).toEqual(DEFAULT_PORTAL_LAYOUT);
  });

  it('answers 404 for an unknown id', async () => {
    const missing = await call(app, 'GET', `${base}/no-such-portal`, { token: admin });
    expect({ code: missing.code, msg: missing.msg }).toEqual({ code: 404, msg: '门户不存在或已被删除' });
  });
});

describe('create', () => {
  it('stores every widget kind, answers {id} and 新建成功, the caller as author', async () => {
    const body = portalBody({ formData: JSON.stringify(everyWidget()), description: '说明', sortCode: 7 });
    const result = await call<{ id: string }>(app, 'POST', base, { token: designer.token, body });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 200, msg: '新建成功' });
    const portal = await info(result.data.id);
    expect(portal).toMatchObject({ fullName: body.fullName, enCode: body.enCode, category: basePortal, enabledMark: 1, sortCode: 7, description: '说明', type: 0 });
    expect(JSON.parse(portal.formData)).toEqual(everyWidget());
    expect(stored(result.data.id)).toMatchObject({ creator_user_id: designer.id, last_modify_time: null });
  });

  it('takes the layout as an object too, stores it cleaned, and an absent one as empty', async () => {
    const id = await createPortal(app, admin, { formData: { layout: [{ ...widgets.notice(0, 0), extra: '<script>' }], other: 1 } });
    expect(JSON.parse((await info(id)).formData)).toEqual({ layout: [widgets.notice(0, 0)] });
    const bare = await createPortal(app, admin, { formData: undefined });
    expect((await info(bare)).formData).toBe('{"layout":[]}');
    const nulled = await createPortal(app, admin, { formData: null, type: null, enabledMark: null, sortCode: null, description: null });
    expect(await info(nulled)).toMatchObject({ formData: '{"layout":[]}', type: 0, enabledMark: 1, sortCode: 0, description: '' });
  });

  it('trims the name and code', async () => {
    const id = await createPortal(app, admin, { fullName: '  前后空格门户 ', enCode: ' trimmedPortal ' });
    expect(await info(id)).toMatchObject({ fullName: '前后空格门户', enCode: 'trimmedPortal' });
  });

  it.each([
    ['no name', { fullName: '' }, '请输入名称'],
    ['a blank name', { fullName: '   ' }, 'fullName 不能只包含空白字符'],
    ['a name over 50 characters', { fullName: '门'.repeat(51) }, '名称最多为50个字符！'],
    ['no code', { enCode: undefined }, '请输入编码'],
    ['a code over 50 characters', { enCode: 'a'.repeat(51) }, '编码最多为50个字符！'],
    ['a code with a blank', { enCode: 'a b' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['a code ending in a dot', { enCode: 'abc.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['a code with Chinese', { enCode: '门户' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    ['no category', { category: '' }, '请选择分类'],
    ['a missing category', { category: null }, '请选择分类'],
    ['a category of another dictionary', { category: seedId('dictionaryData:BusinessType:order') }, '门户分类不存在或已停用，请重新选择'],
    ['an unknown category', { category: '123' }, '门户分类不存在或已停用，请重新选择'],
    ['too long a category id', { category: '1'.repeat(65) }, '门户分类不存在或已停用，请重新选择'],
    ['a sort code below 0', { sortCode: -1 }, '排序应为 0 到 999999 之间的整数'],
    ['a sort code over 999999', { sortCode: 1_000_000 }, '排序应为 0 到 999999 之间的整数'],
    ['a description over 500 characters', { description: 'd'.repeat(501) }, '说明最多为500个字符'],
    ['a custom portal (type 1)', { type: 1 }, '暂不支持自定义门户'],
    ['a layout that is not JSON', { formData: '{' }, '门户布局无效：不是正确的 JSON'],
    ['overlapping widgets', { formData: JSON.stringify({ layout: [widgets.text(0, 0), widgets.notice(5, 1)] }) }, '门户布局无效：第 2 项与第 1 项重叠'],
    ['a widget out of range', { formData: JSON.stringify({ layout: [widgets.text(0, 0, { h: 41 })] }) }, '门户布局无效：第 1 项的 h 应为 1 到 40 之间的整数'],
    ['an unknown widget', { formData: JSON.stringify({ layout: [{ ...widgets.text(0, 0), jnpfKey: 'iframe' }] }) }, '门户布局无效：第 1 项的组件类型未知（iframe）'],
    ['an outside image', { formData: JSON.stringify({ layout: [widgets.image(0, 0, { src: 'https://example.com/a.png' })] }) }, '门户布局无效：第 1 项的图片应为上传到系统的图片（以 /api/file/ 开头的地址），最多 500 个字符'],
    ['too large a layout', { formData: JSON.stringify({ layout: [], pad: 'x'.repeat(65 * 1024) }) }, '门户布局过大（最多64KB），请减少组件或内容'],
    ['the name of another portal', { fullName: '默认门户' }, '名称已存在：默认门户'],
    ['the code of another portal', { enCode: 'defaultPortal' }, '编码已存在：defaultPortal'],
  ])('refuses %s with 400 and creates nothing', async (_case, overrides, message) => {
    const before = countPortals();
    const result = await call(app, 'POST', base, { token: admin, body: portalBody(overrides) });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: message });
    expect(countPortals()).toBe(before);
  });

  it('refuses a category item since disabled', async () => {
    const item = portalCategoryId('businessPortal');
    app.db.prepare('UPDATE dictionary_data SET enabled_mark = 0 WHERE id = ?').run(item);
    try {
      const result = await call(app, 'POST', base, { token: admin, body: portalBody({ category: item }) });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: '门户分类不存在或已停用，请重新选择' });
    } finally {
      app.db.prepare('UPDATE dictionary_data SET enabled_mark = 1 WHERE id = ?').run(item);
    }
  });

  it('answers in the caller’s language', async () => {
    const result = await call(app, 'POST', base, { token: admin, lang: 'en', body: portalBody({ type: 1 }) });
    expect(result.msg).toBe('Custom (URL) portals are not supported');
  });
});

describe('update', () => {
  it('saves every field and the layout, and keeps the layout when the body has none', async () => {
    const id = await createPortal(app, admin);
    const body = portalBody({ id, formData: JSON.stringify(everyWidget()), category: businessPortal, enabledMark: 0, description: '改过' });
    const result = await call(app, 'PUT', `${base}/${id}`, { token: designer.token, body });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 200, msg: '更新成功' });
    expect(await info(id)).toMatchObject({ fullName: body.fullName, enCode: body.enCode, category: businessPortal, enabledMark: 0, description: '改过' });
    expect(stored(id)).toMatchObject({ last_modify_user_id: designer.id, last_modify_time: expect.any(Number) });

    const properties = await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { ...body, formData: undefined, fullName: '只改属性' } });
    expect(properties.code).toBe(200);
    const after = await info(id);
    expect(after.fullName).toBe('只改属性');
    expect(JSON.parse(after.formData)).toEqual(everyWidget());
  });

  it('lets a portal keep its own name and code, and a category disabled since', async () => {
    const id = await createPortal(app, admin, { category: businessPortal });
    const form = await info(id);
    app.db.prepare('UPDATE dictionary_data SET enabled_mark = 0 WHERE id = ?').run(businessPortal);
    try {
      const result = await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { ...form, description: '同名同码' } });
      expect(result.code).toBe(200);
    } finally {
      app.db.prepare('UPDATE dictionary_data SET enabled_mark = 1 WHERE id = ?').run(businessPortal);
    }
  });

  it('refuses another portal’s name or code and a bad layout, changing nothing', async () => {
    const id = await createPortal(app, admin);
    const form = await info(id);
    const before = stored(id);
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ fullName: '默认门户' }, '名称已存在：默认门户'],
      [{ enCode: 'defaultPortal' }, '编码已存在：defaultPortal'],
      [{ formData: JSON.stringify({ layout: [widgets.text(20, 0)] }) }, '门户布局无效：第 1 项超出右边界（x + w 不能大于 24）'],
      [{ type: 1 }, '暂不支持自定义门户'],
    ];
    for (const [change, message] of attempts) {
      const result = await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { ...form, ...change } });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: message });
    }
    expect(stored(id)).toEqual(before);
  });

  it('answers 404 for an unknown portal', async () => {
    const result = await call(app, 'PUT', `${base}/no-such-portal`, { token: admin, body: portalBody() });
    expect(result.code).toBe(404);
  });
});

describe('dynamic charts', () => {
  /** A data interface row as the data-interface routes store one (static data: no SQL needed here). */
  const addInterface = (enabled: 0 | 1): string => {
    const id = newId();
    app.db.prepare(`INSERT INTO data_interfaces (id, category_id, full_name, en_code, data_type, query, enabled_mark, creator_time)
      VALUES (?, '7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a01', ?, ?, 2, '[{"name":"a","total":1}]', ?, 1)`).run(id, `图表数据${id}`, `chartData${id}`, enabled);
    return id;
  };
  const chartLayout = (interfaceId: string) => JSON.stringify({ layout: [widgets.text(0, 0), widgets.dynamicChart(6, 0, interfaceId)] });

  it('stores a chart reading an enabled data interface', async () => {
    const source = addInterface(1);
    const id = await createPortal(app, designer.token, { formData: chartLayout(source) });
    expect(JSON.parse((await info(id)).formData).layout[1]).toMatchObject({ jnpfKey: 'chart', dataType: 'dynamic', interfaceId: source, xField: 'name' });
  });

  it.each([
    ['an unknown', () => 'no-such-interface'],
    ['a disabled', () => addInterface(0)],
  ])('refuses %s data interface, naming the item, and creates nothing', async (_case, source) => {
    const before = countPortals();
    const result = await call(app, 'POST', base, { token: admin, body: portalBody({ formData: chartLayout(source()) }) });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: '门户布局无效：第 2 项的数据接口不存在或已停用' });
    expect(countPortals()).toBe(before);
    const english = await call(app, 'POST', base, { token: admin, lang: 'en', body: portalBody({ formData: chartLayout(source()) }) });
    expect(english.msg).toBe('The portal layout is not valid: the data interface of item 2 does not exist or is disabled');
  });

  it('checks a changed layout on update, and lets an unchanged one through after its interface was disabled', async () => {
    const source = addInterface(1);
    const id = await createPortal(app, admin, { formData: chartLayout(source) });
    const form = await info(id);
    app.db.prepare('UPDATE data_interfaces SET enabled_mark = 0 WHERE id = ?').run(source);
    // The same layout again (the designer saves it whole) and the properties alone: nothing new is referenced.
    expect((await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { ...form, description: '改说明' } })).code).toBe(200);
    expect((await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { ...form, formData: undefined, fullName: `${form.fullName}改` } })).code).toBe(200);
    // A changed layout is checked whole: the disabled interface is refused even though another item changed.
    const before = stored(id);
    const moved = JSON.stringify({ layout: [widgets.text(0, 0, { content: '改了' }), widgets.dynamicChart(6, 0, source)] });
    const result = await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { ...form, fullName: before?.full_name, formData: moved } });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: '门户布局无效：第 2 项的数据接口不存在或已停用' });
    expect(stored(id)).toEqual(before);
    app.db.prepare('UPDATE data_interfaces SET enabled_mark = 1 WHERE id = ?').run(source);
    expect((await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { ...form, fullName: before?.full_name, formData: moved } })).code).toBe(200);
  });
});

describe('delete', () => {
  it('deletes the portal and takes it off every user who chose it, no one else', async () => {
    const id = await createPortal(app, admin);
    const other = await createPortal(app, admin);
    const first = await createUser(app, { roles: [] });
    const second = await createUser(app, { roles: [] });
    const third = await createUser(app, { roles: [] });
    const secondToken = await signIn(app, second.account, second.password);
    const setHome = (userId: string, portalId: string) => app.db.prepare('UPDATE users SET portal_id = ? WHERE id = ?').run(portalId, userId);
    setHome(first.id, id);
    setHome(second.id, id);
    setHome(third.id, other);
    expect(await homePortal(secondToken)).toBe(id);

    const result = await call(app, 'DELETE', `${base}/${id}`, { token: designer.token });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 200, msg: '删除成功' });
    expect(stored(id)).toBeUndefined();
    expect([userPortal(first.id), userPortal(second.id), userPortal(third.id)]).toEqual([null, null, other]);
    expect(await homePortal(secondToken)).toBe('');
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: admin })).code).toBe(404);
  });
});

describe('copy', () => {
  it('copies layout and fields under `{name}.副本xxxx` and `{code}xxxx`, disabled, by the caller', async () => {
    const id = await createPortal(app, admin, { fullName: '原门户', enCode: 'sourcePortal', formData: JSON.stringify(everyWidget()), category: businessPortal });
    const result = await call<{ id: string }>(app, 'POST', `${base}/${id}/Actions/Copy`, { token: designer.token });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 200, msg: '复制成功' });
    const copy = await info(result.data.id);
    expect(copy.fullName).toMatch(/^原门户\.副本[a-z0-9]{4}$/);
    expect(copy.enCode).toMatch(/^sourcePortal[a-z0-9]{4}$/);
    expect(copy.fullName.slice(-4)).toBe(copy.enCode.slice(-4));
    expect(copy).toMatchObject({ enabledMark: 0, category: businessPortal, type: 0 });
    expect(JSON.parse(copy.formData)).toEqual(everyWidget());
    expect(stored(result.data.id)).toMatchObject({ creator_user_id: designer.id });

    const again = await call<{ id: string }>(app, 'POST', `${base}/${id}/Actions/Copy`, { token: admin });
    expect((await info(again.data.id)).enCode).not.toBe(copy.enCode);
  });

  it('cuts long names and codes to 50 characters', async () => {
    const id = await createPortal(app, admin, { fullName: '长'.repeat(50), enCode: `L${'a'.repeat(49)}` });
    const result = await call<{ id: string }>(app, 'POST', `${base}/${id}/Actions/Copy`, { token: admin });
    const copy = await info(result.data.id);
    expect(copy.fullName).toMatch(new RegExp(`^${'长'.repeat(43)}\\.副本[a-z0-9]{4}$`));
    expect(copy.enCode).toMatch(new RegExp(`^L${'a'.repeat(45)}[a-z0-9]{4}$`));
  });

  it('answers 404 for an unknown portal and copies nothing', async () => {
    const before = countPortals();
    expect((await call(app, 'POST', `${base}/no-such-portal/Actions/Copy`, { token: admin })).code).toBe(404);
    expect(countPortals()).toBe(before);
  });
});

describe('Selector', () => {
  it('lists the enabled portals under their categories for anyone signed in, empty and disabled ones left out', async () => {
    const typeId = (app.db.prepare("SELECT id FROM dictionary_types WHERE en_code = 'portalDesigner'").get() as { id: string }).id;
    const emptyCategory = newId();
    app.db.prepare(`INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code, creator_time)
      VALUES (?, ?, '0', '空分类', ?, 9, 0)`).run(emptyCategory, typeId, `empty${emptyCategory}`);
    const shown = await createPortal(app, admin, { category: businessPortal, sortCode: 0 });
    const hidden = await createPortal(app, admin, { category: businessPortal, enabledMark: 0 });

    const result = await call<{ list: SelectorNode[] }>(app, 'GET', `${base}/Selector`, { token: outsider.token });
    expect(result.code).toBe(200);
    const tree = result.data.list;
    expect(tree.map((node) => node.id).slice(0, 2)).toEqual([basePortal, businessPortal]);
    expect(tree.find((node) => node.id === emptyCategory)).toBeUndefined();
    for (const node of tree) {
      expect(node).toMatchObject({ parentId: '0', hasChildren: true });
      expect(node.children.length).toBeGreaterThan(0);
      for (const child of node.children) expect(child).toEqual({ id: expect.any(String), fullName: expect.any(String), parentId: node.id, hasChildren: false });
    }
    expect(tree[0]).toMatchObject({ fullName: '基础门户' });
    expect(tree[0]?.children).toContainEqual({ id: defaultPortal, fullName: '默认门户', parentId: basePortal, hasChildren: false });
    const business = tree[1]?.children.map((child) => child.id) ?? [];
    expect(business[0]).toBe(shown);
    expect(tree.flatMap((node) => node.children.map((child) => child.id))).not.toContain(hidden);
  });

  it('puts portals whose category item was deleted under 未分类, last', async () => {
    const typeId = (app.db.prepare("SELECT id FROM dictionary_types WHERE en_code = 'portalDesigner'").get() as { id: string }).id;
    const doomed = newId();
    app.db.prepare(`INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, sort_code, creator_time)
      VALUES (?, ?, '0', '将删除', ?, 0, 0)`).run(doomed, typeId, `doomed${doomed}`);
    const orphan = await createPortal(app, admin, { category: doomed });
    app.db.prepare('DELETE FROM dictionary_data WHERE id = ?').run(doomed);
    const tree = (await call<{ list: SelectorNode[] }>(app, 'GET', `${base}/Selector`, { token: viewer })).data.list;
    const last = tree[tree.length - 1];
    expect(last).toMatchObject({ id: 'uncategorised', fullName: '未分类', parentId: '0', hasChildren: true });
    expect(last?.children.map((child) => child.id)).toContain(orphan);
    const english = (await call<{ list: SelectorNode[] }>(app, 'GET', `${base}/Selector`, { token: viewer, lang: 'en' })).data.list;
    expect(english[english.length - 1]?.fullName).toBe('Uncategorised');
    // The management list still shows it, with no category name.
    expect((await list(`?keyword=${encodeURIComponent((await info(orphan)).enCode)}`)).list[0]).toMatchObject({ id: orphan, categoryName: '' });
    await call(app, 'DELETE', `${base}/${orphan}`, { token: admin });
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', `${base}/Selector`)).code).toBe(602);
  });
});

describe('auth (showing a portal)', () => {
  it('gives anyone signed in an enabled portal’s layout', async () => {
    const result = await call<Record<string, unknown>>(app, 'GET', `${base}/${defaultPortal}/auth`, { token: outsider.token });
    expect(result.code).toBe(200);
    expect(result.data).toEqual({ id: defaultPortal, fullName: '默认门户', type: 0, formData: JSON.stringify(DEFAULT_PORTAL_LAYOUT) });
  });

  it('refuses a disabled portal (400 该门户已被禁用) and answers 404 for an unknown one', async () => {
    const id = await createPortal(app, admin, { enabledMark: 0 });
    const disabled = await call(app, 'GET', `${base}/${id}/auth`, { token: viewer });
    expect({ code: disabled.code, msg: disabled.msg, data: disabled.data }).toEqual({ code: 400, msg: '该门户已被禁用', data: null });
    expect((await call(app, 'GET', `${base}/no-such-portal/auth`, { token: viewer })).code).toBe(404);
    expect((await call(app, 'GET', `${base}/${defaultPortal}/auth`)).code).toBe(602);
  });
});

describe('SetDefault (choosing one’s home portal)', () => {
  it('stores the portal as the caller’s, which CurrentUser reports while it is enabled', async () => {
    const id = await createPortal(app, admin);
    const user = await createUser(app, { roles: [] });
    const token = await signIn(app, user.account, user.password);
    expect(await homePortal(token)).toBe('');

    const result = await call(app, 'PUT', `${base}/${id}/Actions/SetDefault`, { token });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 200, msg: '设置成功' });
    expect(userPortal(user.id)).toBe(id);
    expect(await homePortal(token)).toBe(id);
    // Someone else's choice is theirs alone.
    expect(await homePortal(outsider.token)).toBe('');

    setEnabled(id, 0);
    expect(await homePortal(token)).toBe('');
    setEnabled(id, 1);
    expect(await homePortal(token)).toBe(id);
  });

  it('refuses a disabled portal and an unknown one, keeping the caller’s choice', async () => {
    const chosen = await createPortal(app, admin);
    const disabled = await createPortal(app, admin, { enabledMark: 0 });
    expect((await call(app, 'PUT', `${base}/${chosen}/Actions/SetDefault`, { token: viewer })).code).toBe(200);
    const viewerId = (app.db.prepare("SELECT id FROM users WHERE account = 'viewer'").get() as { id: string }).id;

    const refused = await call(app, 'PUT', `${base}/${disabled}/Actions/SetDefault`, { token: viewer });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 400, msg: '该门户已被禁用' });
    expect((await call(app, 'PUT', `${base}/no-such-portal/Actions/SetDefault`, { token: viewer })).code).toBe(404);
    expect(userPortal(viewerId)).toBe(chosen);
    expect((await call(app, 'PUT', `${base}/${chosen}/Actions/SetDefault`)).code).toBe(602);
  });
});

describe('permissions on writes', () => {
  it('refuses the seed viewer (page, no buttons) every write with 403 and changes nothing', async () => {
    const id = await createPortal(app, admin);
    const form = await info(id);
    const before = { row: stored(id), count: countPortals() };
    const answers = [
      await call(app, 'POST', base, { token: viewer, body: portalBody() }),
      await call(app, 'PUT', `${base}/${id}`, { token: viewer, body: { ...form, fullName: '不该改' } }),
      await call(app, 'DELETE', `${base}/${id}`, { token: viewer }),
      await call(app, 'POST', `${base}/${id}/Actions/Copy`, { token: viewer }),
    ];
    for (const answer of answers) expect({ code: answer.code, msg: answer.msg }).toEqual({ code: 403, msg: '暂无权限' });
    expect({ row: stored(id), count: countPortals() }).toEqual(before);
  });

  it('asks for btn_add to create and copy, btn_edit to save, btn_remove to delete', async () => {
    const adder = await portalUser(app, { buttons: ['btn_add'] });
    const editor = await portalUser(app, { buttons: ['btn_edit'] });
    const remover = await portalUser(app, { buttons: ['btn_remove'] });
    const id = await createPortal(app, admin);
    const form = await info(id);
    const codes = async (token: string) => [
      (await call(app, 'POST', base, { token, body: portalBody() })).code,
      (await call(app, 'POST', `${base}/${id}/Actions/Copy`, { token })).code,
      (await call(app, 'PUT', `${base}/${id}`, { token, body: { ...form, description: token } })).code,
    ];
    expect(await codes(adder.token)).toEqual([200, 200, 403]);
    expect(await codes(editor.token)).toEqual([403, 403, 200]);
    expect(await codes(remover.token)).toEqual([403, 403, 403]);
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: adder.token })).code).toBe(403);
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: editor.token })).code).toBe(403);
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: remover.token })).code).toBe(200);
  });

  it('refuses someone without the page even with a session', async () => {
    const before = countPortals();
    expect((await call(app, 'POST', base, { token: outsider.token, body: portalBody() })).code).toBe(403);
    expect(countPortals()).toBe(before);
  });
});
