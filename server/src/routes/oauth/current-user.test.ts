import type { FastifyInstance } from 'fastify';
import type { MenuNode, PermissionEntry, RouterEntry } from '../../domain/menus';
import type { UserInfo } from '../../domain/user-info';
import type { SysConfigInfo } from '../../domain/sys-config';
import { SYSTEM_ID } from '../../db/seed/menus';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

interface CurrentUser {
  menuList: MenuNode[];
  userInfo: UserInfo;
  permissionList: PermissionEntry[];
  routerList: RouterEntry[];
  sysConfigInfo: SysConfigInfo;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});

afterAll(async () => {
  await closeTestApp(app);
});

async function currentUserOf(account: string): Promise<CurrentUser> {
  const result = await call<CurrentUser>(app, 'GET', '/api/oauth/CurrentUser', { token: await signIn(app, account) });
  expect(result.code).toBe(200);
  return result.data;
}

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const pageCount = (systemId = SYSTEM_ID): number =>
  (app.db.prepare('SELECT COUNT(*) AS n FROM modules WHERE type NOT IN (0, 1) AND system_id = ?').get(systemId) as { n: number }).n;
const buttonsOf = (data: CurrentUser, urlAddress: string): string[] => {
  const route = data.routerList.find((entry) => entry.urlAddress === urlAddress);
  return data.permissionList.find((entry) => entry.modelId === route?.id)?.button.map((b) => b.enCode) ?? [];
};

describe('GET /api/oauth/CurrentUser', () => {
  it('gives the administrator every menu, route and button', async () => {
    const data = await currentUserOf('admin');
    const all = app.db.prepare('SELECT COUNT(*) AS n FROM modules WHERE system_id = ?').get(data.userInfo.systemId) as { n: number };
    expect(flatten(data.menuList)).toHaveLength(all.n);
    expect(data.routerList).toHaveLength(pageCount());
    expect(data.permissionList).toHaveLength(pageCount());
    expect(buttonsOf(data, 'systemData/dictionary')).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import']);
    expect(data.menuList.map((menu) => menu.enCode)).toEqual([
      'onlineDev', 'generator', 'system', 'systemData', 'permission', 'workFlow', 'msgCenter', 'extend',
    ]);
  });

  it('shapes menu nodes as spec section 3 says, with every menu type of the seed', async () => {
    const data = await currentUserOf('admin');
    const nodes = flatten(data.menuList);
    const dictionary = nodes.find((node) => node.urlAddress === 'systemData/dictionary');
    expect(dictionary).toMatchObject({
      enCode: 'systemData.dictionary',
      fullName: '数据字典',
      type: 2,
      icon: expect.stringMatching(/^icon-ym /),
      linkTarget: '_self',
      propertyJson: null,
      hasChildren: false,
      children: [],
    });
    expect(dictionary?.id).toMatch(/^\d{18,19}$/);
    expect(new Set(nodes.map((node) => node.type))).toEqual(new Set([0, 1, 2, 3, 6, 7]));
    const extend = data.menuList.find((node) => node.enCode === 'extend');
    expect(extend?.type).toBe(1);
    const links = nodes.filter((node) => node.type === 7);
    expect(links.map((link) => link.linkTarget).sort()).toEqual(['_blank', '_self']);
    for (const link of links) expect(link.urlAddress).toMatch(/^https:\/\//);
    const model = nodes.find((node) => node.type === 3);
    expect(JSON.parse(model?.propertyJson ?? '{}')).toEqual({ moduleId: expect.any(String), isTree: 0 });
    const screen = nodes.find((node) => node.type === 6);
    expect(JSON.parse(screen?.propertyJson ?? '{}')).toEqual({ moduleId: expect.any(String) });
    // Route entries are the pages only, without tree fields.
    expect(data.routerList.every((entry) => entry.type !== 0 && entry.type !== 1)).toBe(true);
    expect(data.routerList[0]).not.toHaveProperty('children');
  });

  it('gives the viewer read-only pages: no permission section and no add/edit/delete buttons', async () => {
    const data = await currentUserOf('viewer');
    expect(data.menuList.map((menu) => menu.enCode)).not.toContain('permission');
    expect(data.routerList.some((entry) => entry.urlAddress.startsWith('permission/'))).toBe(false);
    expect(data.routerList.some((entry) => entry.urlAddress === 'systemData/dictionary')).toBe(true);
    for (const entry of data.permissionList) expect(entry.button).toEqual([]);
    const dictionary = data.permissionList.find((entry) => entry.moduleName === '数据字典');
    expect(dictionary?.column.map((c) => c.enCode)).toEqual(['fullName', 'enCode', 'sortCode', 'enabledMark']);
    expect(dictionary?.form.map((f) => f.enCode)).toContain('fullName');
  });

  it('gives a data maintainer the dictionary buttons on top of read-only access', async () => {
    const data = await currentUserOf('zhangsan');
    expect(buttonsOf(data, 'systemData/dictionary')).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import']);
    expect(buttonsOf(data, 'system/billRule')).toEqual([]);
  });

  it('describes the user as spec section 3 says', async () => {
    const first = await currentUserOf('zhangsan');
    expect(first.userInfo).toMatchObject({
      account: 'zhangsan',
      userAccount: 'zhangsan',
      realName: '张三',
      userName: '张三',
      organizeName: 'Atrium 科技有限公司/研发部',
      departmentName: '研发部',
      positionName: '研发工程师',
      isAdministrator: false,
      changePasswordDate: null,
      language: 'zh',
      theme: 'classic',
      portalId: '',
      signImg: '',
    });
    expect(first.userInfo.positionIds).toHaveLength(1);
    expect(first.userInfo.systemIds).toEqual([{ id: expect.any(String), name: expect.any(String), icon: expect.any(String), currentSystem: true }]);
    const second = await currentUserOf('zhangsan');
    expect(second.userInfo.prevLogin).toBe(1);
    expect(second.userInfo.prevLoginTime).toEqual(expect.any(Number));
    expect(second.userInfo.prevLoginIPAddress).toBe('127.0.0.1');
    expect(second.userInfo).not.toHaveProperty('password_hash');
  });

  it('includes the system configuration with the password policy', async () => {
    const data = await currentUserOf('admin');
    expect(data.sysConfigInfo).toMatchObject({
      sysName: 'Atrium',
      mandatoryModificationOfInitialPassword: 0,
      loginNeedCode: 0,
      passwordStrengthLimit: 1,
      passwordLengthMinNumber: 8,
    });
  });

  it('serves the login-page configuration without a token', async () => {
    const result = await call<{ sysName: string; loginNeedCode: number }>(app, 'GET', '/api/oauth/getConfig/admin');
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ sysName: 'Atrium', loginNeedCode: 0 });
  });
});
