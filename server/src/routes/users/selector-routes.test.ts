import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { USER_PAGE } from '../../db/seed/menus';
import { orgId, positionId, roleId, userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn, type CreatedUser } from '../../testing';
import { userRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [userRoutes];

interface Option { id: string; fullName: string; type: string; organize?: string; department?: string; account?: string }
interface Page { list: Option[]; pagination: { total: number; pageSize: number } }

let app: FastifyInstance;
let token: string;
let boss: CreatedUser;
let middle: CreatedUser;
let worker: CreatedUser;
let groupId: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  // Any signed-in user may pick users: workflow forms in every MF need it.
  token = await signIn(app, 'viewer');
  boss = await createUser(app, { account: 'pickboss', realName: '老板' });
  middle = await createUser(app, { account: 'pickmiddle', realName: '经理' });
  worker = await createUser(app, { account: 'pickworker', realName: '员工' });
  app.db.prepare('UPDATE users SET manager_id = ? WHERE id = ?').run(boss.id, middle.id);
  app.db.prepare('UPDATE users SET manager_id = ? WHERE id = ?').run(middle.id, worker.id);
  app.db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?)').run(worker.id, positionId('accountant'));
  app.db.prepare('UPDATE users SET organize_id = ? WHERE id = ?').run(orgId('finance'), worker.id);
  app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(worker.id, orgId('finance'));
  groupId = newId();
  app.db.prepare("INSERT INTO user_groups (id, full_name, en_code, creator_time) VALUES (?, '项目组', ?, 0)").run(groupId, `g${groupId}`);
  app.db.prepare('INSERT INTO group_users (group_id, user_id) VALUES (?, ?)').run(groupId, boss.id);
});
afterAll(async () => closeTestApp(app));

const post = <T>(path: string, body: object) => call<T>(app, 'POST', `/api/permission/Users${path}`, { token, body });
const get = <T>(path: string) => call<T>(app, 'GET', `/api/permission/Users${path}`, { token });
const ids = (list: { id: string }[]) => list.map((item) => item.id).sort();

describe('user pickers', () => {
  it('GET /All lists enabled users as options (name/account, organisation path)', async () => {
    const all = (await get<{ list: Option[] }>('/All')).data.list;
    const option = all.find((item) => item.id === worker.id);
    expect(option).toMatchObject({ fullName: '员工/pickworker', type: 'user', department: '财务部', organize: 'Atrium 科技有限公司/财务部' });
    app.db.prepare('UPDATE users SET enabled_mark = 0 WHERE id = ?').run(middle.id);
    try {
      expect((await get<{ list: Option[] }>('/All')).data.list.some((item) => item.id === middle.id)).toBe(false);
    } finally {
      app.db.prepare('UPDATE users SET enabled_mark = 1 WHERE id = ?').run(middle.id);
    }
  });

  it('walks the organisation tree a level at a time, users under their organisation, and searches by keyword', async () => {
    const top = (await post<{ list: Option[] }>('/ImUser/Selector/0', {})).data.list;
    expect(top.map((node) => [node.id, node.type])).toEqual([[orgId('atrium'), 'company']]);
    const finance = (await post<{ list: Option[] }>(`/ImUser/Selector/${orgId('finance')}`, {})).data.list;
    expect(finance.map((node) => node.id)).toEqual(expect.arrayContaining([worker.id, userId('wangwu')]));
    const found = await post<Page>('/ImUser/Selector/0', { pagination: { keyword: 'pickw', currentPage: 1, pageSize: 20 } });
    expect(ids(found.data.list)).toEqual([worker.id]);
    expect((await get<{ list: Option[] }>(`/Selector?id=${orgId('atrium')}`)).data.list.map((node) => node.id)).toContain(orgId('rd'));
  });

  it('getUserList answers the given ids in order, with or without the --user suffix', async () => {
    const answer = await post<{ list: Option[] }>('/getUserList', { userId: [`${worker.id}--user`, boss.id, 'nobody'] });
    expect(answer.data.list.map((item) => item.id)).toEqual([worker.id, boss.id]);
  });

  it('getSubordinates gives direct and indirect subordinates of the caller only', async () => {
    const bossToken = await signIn(app, boss.account, boss.password);
    const answer = await call<{ list: Option[] }>(app, 'POST', '/api/permission/Users/getSubordinates', { token: bossToken, body: { keyword: '' } });
    expect(ids(answer.data.list)).toEqual([middle.id, worker.id].sort());
    expect((await post<{ list: Option[] }>('/getSubordinates', {})).data.list).toEqual([]);
  });

  it('finds users by position, role, role within an organisation, and a user\'s organisations', async () => {
    expect(ids((await get<{ list: Option[] }>(`/GetUsersByPositionId?positionId=${positionId('accountant')}`)).data.list)).toEqual([worker.id, userId('wangwu')].sort());
    const admins = (await get<{ list: Option[] }>(`/getUsersByRoleId?roleId=${roleId('admin')}`)).data.list;
    expect(admins.map((item) => item.id)).toContain(userId('admin'));
    const staffInFinance = (await get<{ list: Option[] }>(`/GetUsersByRoleOrgId?roleId=${roleId('staff')}&organizeId=${orgId('finance')}`)).data.list;
    expect(ids(staffInFinance)).toEqual([worker.id, userId('wangwu')].sort());
    const orgs = (await get<{ list: { id: string; fullName: string; organizeIdTree: string[] }[] }>(`/getOrganization?userId=${worker.id}`)).data.list;
    expect(orgs.find((org) => org.id === orgId('finance'))).toEqual({ id: orgId('finance'), fullName: 'Atrium 科技有限公司/财务部', organizeIdTree: [orgId('atrium'), orgId('finance')] });
  });

  it('UserCondition limits the picker to candidate sets and pages them', async () => {
    const answer = await post<Page>('/UserCondition', { departIds: [orgId('finance')], groupIds: [groupId], pagination: { currentPage: 1, pageSize: 20, keyword: '' } });
    expect(ids(answer.data.list)).toEqual([worker.id, boss.id, userId('wangwu')].sort());
    expect(answer.data.pagination.total).toBe(3);
    const narrowed = await post<Page>('/UserCondition', { departIds: [orgId('finance')], pagination: { keyword: 'pickw' } });
    expect(ids(narrowed.data.list)).toEqual([worker.id]);
    // A set named but empty offers nobody; no set named at all is the 全部 tab: every enabled user.
    expect((await post<Page>('/UserCondition', { departIds: [], roleIds: [] })).data.list).toEqual([]);
    expect((await post<Page>('/UserCondition', { pagination: { pageSize: 500 } })).data.pagination.total)
      .toBe((app.db.prepare('SELECT COUNT(*) AS n FROM users WHERE enabled_mark = 1').get() as { n: number }).n);
    // The whole company includes every department below it.
    expect((await post<Page>('/UserCondition', { departIds: [`${orgId('atrium')}--company`], pagination: { pageSize: 500 } })).data.pagination.total)
      .toBe((app.db.prepare('SELECT COUNT(*) AS n FROM users WHERE enabled_mark = 1').get() as { n: number }).n);
  });

  it('getSelectedList names a stored multi selection; getSelectedUserList expands it to users', async () => {
    const selection = [`${orgId('finance')}--department`, `${roleId('admin')}--role`, `${groupId}--group`, `${positionId('engineer')}--position`, worker.id, 'gone--role'];
    const named = (await post<{ list: Option[] }>('/getSelectedList', { ids: selection })).data.list;
    expect(named.map((item) => [item.id, item.type, item.fullName])).toEqual([
      [`${orgId('finance')}--department`, 'department', '财务部'],
      [`${roleId('admin')}--role`, 'role', '超级管理员'],
      [`${groupId}--group`, 'group', '项目组'],
      [`${positionId('engineer')}--position`, 'position', '研发工程师'],
      [worker.id, 'user', '员工/pickworker'],
    ]);
    const users = await post<Page>('/getSelectedUserList', { ids: [`${groupId}--group`, `${orgId('finance')}--department`], pagination: { currentPage: 1, pageSize: 20 } });
    expect(ids(users.data.list)).toEqual([worker.id, boss.id, userId('wangwu')].sort());
  });

  it('getDefaultCurrentValueUserId gives the caller only when among the candidates', async () => {
    const workerToken = await signIn(app, worker.account, worker.password);
    const ask = (body: object) => call<{ userId: string }>(app, 'POST', '/api/permission/Users/getDefaultCurrentValueUserId', { token: workerToken, body });
    expect((await ask({ departIds: [orgId('finance')] })).data.userId).toBe(worker.id);
    expect((await ask({ departIds: [orgId('hr')] })).data.userId).toBe('');
    expect((await ask({})).data.userId).toBe(worker.id);
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/permission/Users/All')).code).toBe(602);
  });
});

describe('POST /GetListByAuthorize/{organizeId}', () => {
  const byAuth = <T>(as: string, id: string, body: object) => call<T>(app, 'POST', `/api/permission/Users/GetListByAuthorize/${id}`, { token: as, body });

  it('shows administrators the whole tree and every user, paged and searched with a literal keyword', async () => {
    const admin = await signIn(app, 'admin');
    const top = (await byAuth<{ list: Option[] }>(admin, '0', { keyword: '' })).data.list;
    expect(top.map((node) => [node.id, node.type])).toEqual([[orgId('atrium'), 'company']]);
    const found = await byAuth<Page>(admin, '0', { keyword: 'pick', currentPage: 1, pageSize: 2, sort: 'desc' });
    expect(found.data.pagination.total).toBe(3);
    expect(found.data.list).toHaveLength(2);
    expect((await byAuth<Page>(admin, '0', { keyword: 'pick', currentPage: 2, pageSize: 2 })).data.list).toHaveLength(1);
    // % and _ are matched as themselves, not as wildcards.
    expect((await byAuth<Page>(admin, '0', { keyword: 'pick%' })).data.pagination.total).toBe(0);
    expect((await byAuth<Page>(admin, '0', { keyword: 'pick_orker' })).data.pagination.total).toBe(0);
    // So does whoever may open the user page.
    const pageHolder = await createUser(app, { roles: [createRole(app, [{ page: USER_PAGE }])] });
    const holderToken = await signIn(app, pageHolder.account, pageHolder.password);
    expect((await byAuth<Page>(holderToken, '0', { keyword: 'pick' })).data.pagination.total).toBe(3);
    expect((await byAuth<{ list: Option[] }>(holderToken, orgId('finance'), { keyword: '' })).data.list.map((node) => node.id)).toContain(worker.id);
  });

  it('shows an organisation administrator only the organisations their select rights cover, and those users', async () => {
    const grader = await createUser(app, { roles: [] });
    const graderToken = await signIn(app, grader.account, grader.password);
    // Without any rights the picker is empty (it never refuses).
    expect((await byAuth<{ list: Option[] }>(graderToken, '0', { keyword: '' })).data.list).toEqual([]);
    expect((await byAuth<Page>(graderToken, '0', { keyword: 'pick' })).data.pagination.total).toBe(0);

    const ledger = newId();
    app.db.prepare(`INSERT INTO organizations (id, parent_id, category, full_name, en_code, sort_code, creator_time) VALUES (?, ?, 'department', '总账组', ?, 0, 0)`)
      .run(ledger, orgId('finance'), `ledger${ledger}`);
    const clerk = await createUser(app, { account: 'pickclerk', realName: '会计' });
    app.db.prepare('UPDATE users SET organize_id = ? WHERE id = ?').run(ledger, clerk.id);
    app.db.prepare('DELETE FROM user_organizations WHERE user_id = ?').run(clerk.id);
    app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(clerk.id, ledger);
    const grant = newId();
    app.db.prepare(`INSERT INTO organize_administrators (id, user_id, organize_id, this_layer_select, sub_layer_select, creator_time)
      VALUES (?, ?, ?, 1, 0, 0)`).run(grant, grader.id, orgId('finance'));

    expect((await byAuth<{ list: Option[] }>(graderToken, '0', { keyword: '' })).data.list.map((node) => node.id)).toEqual([orgId('finance')]);
    const finance = (await byAuth<{ list: Option[] }>(graderToken, orgId('finance'), { keyword: '' })).data.list;
    expect(ids(finance)).toEqual([worker.id, userId('wangwu')].sort());
    expect((await byAuth<{ list: Option[] }>(graderToken, orgId('rd'), { keyword: '' })).data.list).toEqual([]);
    expect((await byAuth<{ list: Option[] }>(graderToken, ledger, { keyword: '' })).data.list).toEqual([]);
    expect(ids((await byAuth<Page>(graderToken, '0', { keyword: 'pick' })).data.list)).toEqual([worker.id]);

    // The sub-layer right adds everything below: the ledger team and its clerk.
    app.db.prepare('UPDATE organize_administrators SET sub_layer_select = 1 WHERE id = ?').run(grant);
    expect((await byAuth<{ list: Option[] }>(graderToken, orgId('finance'), { keyword: '' })).data.list.map((node) => node.id)).toContain(ledger);
    expect(ids((await byAuth<{ list: Option[] }>(graderToken, ledger, { keyword: '' })).data.list)).toEqual([clerk.id]);
    expect(ids((await byAuth<Page>(graderToken, '0', { keyword: 'pick' })).data.list)).toEqual([worker.id, clerk.id].sort());
  });
});
