// Issue 15 review: isStorage of related attributes and calculated fields (stored in a column, or
// shown but not stored), and the caller's data rules applied to the records a link shows.
import type { FastifyInstance } from 'fastify';
import { roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { createDataRule, createScheme, grantItem, setModuleChecks } from '../../testing/permission';
import { field, formDataOf, leaveModule, releasedModule } from './test-fixtures';
import { dataInterfaceRoutes } from '../data-interface/routes';
import { visualdevRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dataInterfaceRoutes, visualdevRoutes];

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';

type Row = Record<string, unknown> & { id: string };
type Page = { list: Row[]; pagination: { total: number } };

let app: FastifyInstance;
let admin: string;
let leave: { id: string; menuId: string };
let linked: { id: string; menuId: string };
let table: string;

const linkedFields = (leaveId: string) => [
  field('comInput', 'title', '标题', { required: true }),
  field('relationForm', 'leaveRef', '关联请假', {}, { modelId: leaveId, relationField: 'title' }),
  // Stored: the linked record's title is copied into the record.
  field('relationFormAttr', 'leaveTitle', '请假标题', {}, { relationField: 'leaveRef', showField: 'title', isStorage: 1 }),
  // Shown only.
  field('relationFormAttr', null, '请假天数', {}, { relationField: 'leaveRef', showField: 'days', isStorage: 0 }),
  field('numInput', 'qty', '数量'),
  field('calculate', 'twice', '两倍', { expression: 'qty * 2' }, { isStorage: 0 }),
  field('calculate', 'thrice', '三倍', { expression: 'twice + qty' }, { isStorage: 1 }),
];

function linkedModule(leaveId: string, columns: { prop: string; label: string }[] = [{ prop: 'title', label: '标题' }, { prop: 'leaveRef', label: '关联请假' }, { prop: 'leaveTitle', label: '请假标题' }]) {
  const suffix = Math.floor(Math.random() * 1e9);
  return {
    fullName: '关联单',
    enCode: `linked${suffix}`,
    category: '人事',
    type: 1,
    formData: formDataOf(linkedFields(leaveId)),
    columnData: JSON.stringify({
      columnList: columns, searchList: [], defaultSidx: '', sort: 'desc', hasPage: true, pageSize: 20, type: 1,
      btnsList: [{ value: 'add', label: '新增' }], columnBtnsList: [{ value: 'edit', label: '编辑' }],
    }),
    tables: JSON.stringify([{ table: `linked_${suffix}`, typeId: '1', fields: [] }]),
  };
}

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  leave = await releasedModule(app, admin, leaveModule());
  const body = linkedModule(leave.id);
  table = (JSON.parse(body.tables) as { table: string }[])[0]!.table;
  linked = await releasedModule(app, admin, body);
});
afterAll(() => closeTestApp(app));

async function userWith(grants: { menuId: string; buttons?: string[]; schemes?: string[] }[]) {
  const code = createRole(app, []);
  const role = roleId(code);
  for (const grant of grants) {
    grantItem(app, 'Role', role, 'module', grant.menuId);
    for (const button of grant.buttons ?? []) {
      const { id } = app.db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?').get(grant.menuId, button) as { id: string };
      grantItem(app, 'Role', role, 'button', id);
    }
    for (const scheme of grant.schemes ?? []) grantItem(app, 'Role', role, 'resource', scheme);
  }
  const user = await createUser(app, { roles: [code] });
  return signIn(app, user.account, user.password);
}

const createLeave = async (title: string, token = admin) => {
  const answer = await call<{ id: string }>(app, 'POST', `${ONLINE}/${leave.id}`, { token, body: { title, days: 2 } });
  expect(answer.code).toBe(200);
  return answer.data.id;
};
const createLinked = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(app, 'POST', `${ONLINE}/${linked.id}`, { token, body });
const columnsOf = (name: string) => (app.db.prepare(`PRAGMA table_info("ext_${name}")`).all() as { name: string }[]).map((column) => column.name);

describe('isStorage', () => {
  it('gives a column to stored related attributes and calculated fields, none to the others', () => {
    const columns = columnsOf(table);
    expect(columns).toEqual(expect.arrayContaining(['title', 'leaveRef', 'leaveTitle', 'qty', 'thrice']));
    expect(columns).not.toContain('twice');
  });

  it('stores the linked record’s field (never the client’s text) and computes the unstored field on reading', async () => {
    const leaveId = await createLeave('婚假');
    const created = await createLinked({ title: '一', leaveRef: leaveId, leaveTitle: '伪造', qty: 5, twice: 99 });
    expect(created.code).toBe(200);
    const stored = app.db.prepare(`SELECT "leaveTitle", "thrice" FROM "ext_${table}" WHERE id = ?`).get(created.data.id);
    // thrice reads the unstored twice: 5 * 2 + 5.
    expect(stored).toEqual({ leaveTitle: '婚假', thrice: 15 });
    const detail = await call<Row>(app, 'GET', `${ONLINE}/${linked.id}/${created.data.id}`, { token: admin });
    expect(detail.data).toMatchObject({ leaveTitle: '婚假', twice: 10, thrice: 15, qty: 5 });
    const shown = await call<Row>(app, 'GET', `${ONLINE}/${linked.id}/${created.data.id}/DataChange`, { token: admin });
    expect(shown.data).toMatchObject({ leaveRef: '婚假', leaveTitle: '婚假', twice: 10 });

    // Without a link the stored attribute is empty.
    const bare = await createLinked({ title: '二', qty: 1 });
    expect(app.db.prepare(`SELECT "leaveTitle" FROM "ext_${table}" WHERE id = ?`).get(bare.data.id)).toEqual({ leaveTitle: null });
  });

  it('refuses a list that shows, searches or sorts by an unstored field, and an attribute without its link', async () => {
    const listed = await call(app, 'POST', BASE, { token: admin, body: linkedModule(leave.id, [{ prop: 'twice', label: '两倍' }]) });
    expect(listed).toMatchObject({ code: 400, msg: '字段“twice”未设置存储，不能作为列表列、查询条件或排序字段；请在表单中打开它的“是否存储”' });
    const broken = linkedModule(leave.id);
    broken.formData = formDataOf([field('comInput', 'title', '标题'), field('relationFormAttr', 'orphan', '孤儿', {}, { relationField: 'title', showField: 'days', isStorage: 1 })]);
    const orphan = await call(app, 'POST', BASE, { token: admin, body: broken });
    expect(orphan).toMatchObject({ code: 400, msg: '“孤儿”关联的控件“title”不存在，或不是同一表中的关联表单（弹窗选择）控件' });
  });
});

describe('data rules over linked records', () => {
  it('a user never sees, links to, or copies a linked record outside their data rules of its module', async () => {
    const rule = createDataRule(app, leave.menuId, 'creatorUserId', '==', '@userId');
    const scheme = createScheme(app, leave.menuId, [{ logic: 'and', ruleIds: [rule] }]);
    const user = await userWith([{ menuId: leave.menuId, buttons: ['btn_add'], schemes: [scheme] }, { menuId: linked.menuId, buttons: ['btn_add'] }]);
    const others = await createLeave('别人的假');
    const linkedByAdmin = (await createLinked({ title: '管理员关联', leaveRef: others, qty: 1 })).data.id;
    setModuleChecks(app, leave.menuId, { data: true });
    try {
      const mine = await createLeave('我的假', user);
      // Linking to another's record is refused like a record that does not exist.
      const refused = await createLinked({ title: '越权', leaveRef: others }, user);
      expect(refused.code).toBe(400);
      expect(refused.msg).toContain('关联请假');
      const own = await createLinked({ title: '自己的', leaveRef: mine, qty: 2 }, user);
      expect(own.code).toBe(200);
      expect(app.db.prepare(`SELECT "leaveTitle" FROM "ext_${table}" WHERE id = ?`).get(own.data.id)).toEqual({ leaveTitle: '我的假' });

      // The list and the detail show the own link's title, nothing of the other record.
      const page = await call<Page>(app, 'POST', `${ONLINE}/${linked.id}/List`, { token: user, body: { pageSize: 500 } });
      const byTitle = new Map(page.data.list.map((row) => [row.title, row]));
      expect(byTitle.get('自己的')?.leaveRef).toBe('我的假');
      expect(byTitle.get('管理员关联')?.leaveRef).toBe('');
      // Neither through the link nor through the stored copy of its title.
      expect(byTitle.get('管理员关联')?.leaveTitle).toBe('');
      expect(JSON.stringify(page.data.list)).not.toContain('别人的假');
      const detail = await call<Row>(app, 'GET', `${ONLINE}/${linked.id}/${linkedByAdmin}/DataChange`, { token: user });
      expect(detail.data).toMatchObject({ leaveRef: '', leaveTitle: '' });
      expect((await call<Row>(app, 'GET', `${ONLINE}/${linked.id}/${linkedByAdmin}`, { token: user })).data.leaveTitle).toBe('');
      // The linked record itself stays out of reach too (the related attribute reads it there).
      expect((await call(app, 'GET', `${ONLINE}/${leave.id}/${others}/DataChange`, { token: user })).code).toBe(404);
      // The administrator still sees everything.
      const adminView = await call<Row>(app, 'GET', `${ONLINE}/${linked.id}/${linkedByAdmin}/DataChange`, { token: admin });
      expect(adminView.data.leaveRef).toBe('别人的假');
    } finally {
      setModuleChecks(app, leave.menuId, { data: false });
    }
  });

  it('popup selects over a module’s table answer only the rows the caller’s data rules reach', async () => {
    const rule = createDataRule(app, leave.menuId, 'creatorUserId', '==', '@userId');
    const scheme = createScheme(app, leave.menuId, [{ logic: 'and', ruleIds: [rule] }]);
    const user = await userWith([{ menuId: leave.menuId, buttons: ['btn_add'], schemes: [scheme] }]);
    const others = await createLeave('弹窗别人的');
    const physical = (app.db.prepare('SELECT physical_name AS name FROM visualdev_tables WHERE visualdev_id = ? AND kind = ?').get(leave.id, 'main') as { name: string }).name;
    const sql = async (query: string) => {
      const suffix = Math.floor(Math.random() * 1e9);
      const created = await call<{ id: string }>(app, 'POST', '/api/system/DataInterface', {
        token: admin,
        body: { categoryId: '7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a01', fullName: `请假${suffix}`, enCode: `leave${suffix}`, dataType: 1, query },
      });
      expect(created.code).toBe(200);
      const id = (app.db.prepare('SELECT id FROM data_interfaces WHERE en_code = ?').get(`leave${suffix}`) as { id: string }).id;
      return id;
    };
    const withId = await sql(`SELECT id, title FROM ${physical}`);
    const withoutId = await sql(`SELECT title FROM ${physical}`);
    const titles = async (id: string, token: string) =>
      (await call<Page>(app, 'POST', `/api/system/DataInterface/${id}/Action/List`, { token, body: { pageSize: 500 } })).data.list.map((row) => row.title);
    setModuleChecks(app, leave.menuId, { data: true });
    try {
      const mine = await createLeave('弹窗我的', user);
      expect(await titles(withId, user)).toEqual(['弹窗我的']);
      expect(await titles(withId, admin)).toEqual(expect.arrayContaining(['弹窗我的', '弹窗别人的']));
      // Rows that cannot be told apart are not answered at all.
      expect(await titles(withoutId, user)).toEqual([]);
      const byIds = await call<Row[]>(app, 'POST', `/api/system/DataInterface/${withId}/Action/InfoByIds`, { token: user, body: { ids: [mine, others], propsValue: 'id' } });
      expect(byIds.data.map((row) => row.title)).toEqual(['弹窗我的']);
    } finally {
      setModuleChecks(app, leave.menuId, { data: false });
    }
    // Without data rules on the module, the rows are everyone's again.
    expect(await titles(withoutId, user)).toEqual(expect.arrayContaining(['弹窗我的', '弹窗别人的']));
  });
});
