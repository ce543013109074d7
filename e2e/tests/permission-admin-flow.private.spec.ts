// Issue 12 "done means", in two browsers at once. The administrator works in the portal's pages
// (部门管理, 岗位管理, 角色管理, 权限授权, 用户管理, 在线用户) in one browser context while the new user
// is signed in in a second one:
// admin creates a department, a position, a role that may only view dictionaries (and the users
// page, limited by a data scheme to the user's own department) and a user in them; the user's menu
// shows only those pages, no add button, a hand-made POST is refused by the server, the users list
// shows only their department; admin grants btn_add — the user's open portal shows the button with
// no reload; admin forces the user offline — that portal lands on /login with the message.
//
// Through the API, and why: the users page's data rule and scheme, and the menu's 数据权限 switch.
// They belong to 系统管理 → 系统菜单 (mf-system, not one of issue 12's admin steps), and the
// switch changes what every holder of the users page sees: hence a server of its own
// (private-server.ts); the test still puts the switch back and deletes its rule and scheme.
import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { moduleId, USER_PAGE } from '../../server/src/db/seed/menus';
import { test } from './private-server';
import { apiToken, openSignedIn, sideMenu, signIn } from './support';
import { expectToast, newPortalContext } from './toasts';

// The administrator signs in through the form (a session of this test's own).
// A step that cannot act fails on its own rather than at the test's timeout (the clean-up still runs).
test.use({ actionTimeout: 20_000 });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

function api(request: APIRequestContext, token: string) {
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(url, { method, headers: { Authorization: token }, data });
    const body = (await response.json()) as Envelope<T>;
    expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
    return body.data;
  };
}

const content = (page: Page, url: string) => page.locator(`[data-page="${url}"]`);

/** A Shoelace dialog by its title. */
const dialog = (page: Page, title: string) => page.locator(`sl-dialog[label="${title}"]`);

/** A text field by its label (a required field's name ends with the asterisk Shoelace adds). */
const textField = (form: Locator, label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });

/** Fills a form dialog's text fields by label and confirms it. */
async function fillAndConfirm(form: Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await textField(form, label).fill(value);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form).toHaveCount(0);
}

/** Picks an option of a (multiple) Shoelace select in a dialog, then closes its list. */
async function choose(form: Locator, page: Page, label: string, option: string): Promise<void> {
  const select = form.getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  // A click elsewhere in the dialog closes the list (its popup covers the select itself).
  await form.locator('[part="title"]').click();
  await expect(select).toHaveAttribute('aria-expanded', 'false');
}

/** A node of the 权限授权 grant tree: its own checkbox's text starts with the name (then the kind's tag). */
function grantNode(scope: Locator, page: Page, name: string): Locator {
  return scope.locator('li[role="treeitem"]').filter({ has: page.locator('xpath=./sl-checkbox', { hasText: new RegExp(`^\\s*${name}`) }) }).first();
}

const ownCheckbox = (node: Locator) => node.locator('xpath=./sl-checkbox');

async function expand(node: Locator): Promise<void> {
  if ((await node.getAttribute('aria-expanded')) !== 'true') await node.getByRole('button', { name: '展开' }).first().click();
  await expect(node).toHaveAttribute('aria-expanded', 'true');
}

/** Unchecks every button (tag 按钮) directly under a menu of the grant tree. */
async function uncheckButtons(menu: Locator): Promise<void> {
  await expand(menu);
  const buttons = menu.locator('xpath=./ul/li[@role="treeitem"][./sl-checkbox/sl-tag[normalize-space(.)="按钮"]]');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const box = ownCheckbox(button);
    if ((await box.getAttribute('checked')) !== null) await box.click();
    await expect(box).not.toHaveAttribute('checked', '');
  }
}

test('two browsers: the admin builds a view-only user in the pages; the user’s open portal follows every change', async ({ page: admin, browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const call = api(request, await apiToken(request));
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const departmentName = `部门${suffix}`;
  const positionName = `岗位${suffix}`;
  const roleName = `字典查看${suffix}`;
  const account = `flow${suffix}`.replace(/[^A-Za-z0-9]/g, '');

  // The users page's data scheme "my organisation and below" (API: see the head of this file).
  const userMenuId = moduleId(USER_PAGE);
  const menu = await call<Record<string, unknown> & { isDataAuthorize: number }>('GET', `/api/system/Menu/${userMenuId}`);
  const rule = await call<{ id: string }>('POST', '/api/system/ModuleDataAuthorize', {
    moduleId: userMenuId, fullName: `本组织及下级${suffix}`, enCode: 'organizeId', fieldType: 'varchar', conditionSymbol: '==', conditionText: '@organizationAndSuborganization',
  });
  const schemeName = `本部门${suffix}`;
  const scheme = await call<{ id: string }>('POST', '/api/system/ModuleDataAuthorizeScheme', {
    moduleId: userMenuId, fullName: schemeName, enCode: `dept${suffix}`, conditionJson: JSON.stringify([{ logic: 'and', groups: [{ id: rule.id }] }]),
  });
  await call('PUT', `/api/system/Menu/${userMenuId}`, { ...menu, isDataAuthorize: 1 });

  const userContext = await newPortalContext(browser, { baseURL, locale: 'zh-CN' });
  try {
    // 部门管理: a department under the first company.
    await signIn(admin);
    await openSignedIn(admin, '/permission/department');
    const departments = content(admin, 'permission/department');
    await expect(departments.locator('table').first()).toBeVisible();
    await departments.getByRole('button', { name: '新建' }).click();
    await fillAndConfirm(dialog(admin, '新建部门'), { 名称: departmentName, 编码: `dept${suffix}` });
    await expect(departments.locator('table').first()).toContainText(departmentName);

    // 岗位管理: a position of that department (chosen on the left, preset in the dialog).
    await admin.goto('/permission/position');
    const positions = content(admin, 'permission/position');
    await positions.getByRole('treeitem', { name: departmentName, exact: true }).click();
    await positions.getByRole('button', { name: '新建' }).click();
    const positionForm = dialog(admin, '新建岗位');
    await expect(positionForm.getByRole('combobox', { name: '所属组织' })).toHaveValue(departmentName);
    await fillAndConfirm(positionForm, { 名称: positionName, 编码: `pos${suffix}` });
    await expect(positions.locator('table').first()).toContainText(positionName);

    // 角色管理: a global role.
    await admin.goto('/permission/role');
    const roles = content(admin, 'permission/role');
    await expect(roles.locator('table').first()).toBeVisible();
    await roles.getByRole('button', { name: '新建' }).click();
    // An organisation role of the department: the user dialog offers only those (Role/getListByOrgIds
    // lists the organisation roles of the chosen organisations, no global ones).
    const roleForm = dialog(admin, '新建角色');
    await roleForm.getByRole('radio', { name: '组织' }).click();
    await choose(roleForm, admin, '所属组织', departmentName);
    await fillAndConfirm(roleForm, { 名称: roleName, 编码: `viewer${suffix}` });

    // 权限授权: the role gets the dictionary page and the users page with the scheme, no buttons.
    await admin.goto('/permission/authorize');
    const authorize = content(admin, 'permission/authorize');
    await authorize.getByRole('button', { name: roleName }).click();
    const grants = authorize.getByRole('tree');
    await expect(grants).toContainText('系统数据');
    const systemData = grantNode(grants, admin, '系统数据');
    await expand(systemData);
    const dictionary = grantNode(systemData, admin, '数据字典');
    await ownCheckbox(dictionary).click();
    await uncheckButtons(dictionary);
    const permissionDirectory = grantNode(grants, admin, '组织权限');
    await expand(permissionDirectory);
    const users = grantNode(permissionDirectory, admin, '用户管理');
    await ownCheckbox(users).click();
    await uncheckButtons(users);
    await expect(ownCheckbox(grantNode(users, admin, schemeName))).toHaveAttribute('checked', '');
    await authorize.getByRole('button', { name: '保存' }).click();
    await expectToast(admin, '授权成功');

    // 用户管理: the user, in the department, with the position and the role.
    await admin.goto('/permission/user');
    const userList = content(admin, 'permission/user');
    await userList.getByRole('treeitem', { name: departmentName, exact: true }).click();
    await userList.getByRole('button', { name: '新建' }).click();
    const userForm = dialog(admin, '新建用户');
    await textField(userForm, '账户').fill(account);
    await textField(userForm, '姓名').fill(account);
    await expect(userForm.getByRole('combobox', { name: /^主组织/ })).toHaveValue(departmentName);
    await choose(userForm, admin, '岗位', positionName);
    await choose(userForm, admin, '角色', roleName);
    await userForm.getByRole('button', { name: '确定' }).click();
    // The server draws the initial password and the page shows it once.
    const shown = dialog(admin, '初始密码');
    await expect(shown).toContainText('初始密码：');
    const password = /初始密码：(\S+?)。/.exec((await shown.textContent()) ?? '')?.[1] ?? '';
    expect(password).not.toBe('');
    await shown.getByRole('button', { name: '确定' }).click();
    await expect(userList.locator('table').first()).toContainText(account);

    // The user, in a browser of their own.
    const portal = await userContext.newPage();
    await signIn(portal, account, '/basic/dashboard', password);
    const userMenu = sideMenu(portal);
    await userMenu.getByRole('button', { name: '系统数据' }).click();
    await expect(userMenu.getByRole('button', { name: '数据字典' })).toBeVisible();
    await userMenu.getByRole('button', { name: '组织权限' }).click();
    await expect(userMenu.getByRole('button', { name: '用户管理' })).toBeVisible();
    await expect(userMenu.getByRole('button', { name: '岗位管理' })).toHaveCount(0);
    await expect(userMenu.getByRole('button', { name: '系统管理' })).toHaveCount(0);
    await expect(userMenu.getByRole('button', { name: '数据连接' })).toHaveCount(0);

    // The users list: only their department (themselves), not a seed user of 研发部.
    await portal.goto('/permission/user');
    const visibleUsers = content(portal, 'permission/user');
    const usersTable = visibleUsers.locator('table').first();
    await expect(usersTable.locator('tbody')).toContainText(account);
    await expect(usersTable.locator('tbody tr')).toHaveCount(1);
    await expect(visibleUsers.getByRole('button', { name: '新建' })).toHaveCount(0);
    const keyword = visibleUsers.getByRole('textbox', { name: '关键词' });
    await keyword.fill('zhangsan');
    await keyword.press('Enter');
    // The search ran (their own row is gone too) and found no one outside their department.
    await expect(usersTable.locator('tbody')).not.toContainText(account);
    await expect(usersTable.locator('tbody')).not.toContainText('zhangsan');

    // The dictionaries: rows, no add button.
    await portal.goto('/systemData/dictionary');
    const dictionaries = content(portal, 'systemData/dictionary');
    await expect(dictionaries.locator('tbody tr').first()).toBeVisible();
    await expect(dictionaries.getByRole('button', { name: '新建' })).toHaveCount(0);
    await portal.evaluate(() => Object.assign(window, { flowMark: 'same page' }));

    // Hidden buttons are not security: the same write by hand is refused; the list is scoped.
    const login = await request.post('/api/oauth/Login', {
      form: { account, password: createHash('md5').update(password).digest('hex'), client_id: 'admin', scope: 'all', grant_type: 'password' },
    });
    const userToken = ((await login.json()) as Envelope<{ token: string }>).data.token;
    expect(userToken).toBeTruthy();
    const forged = await request.post('/api/system/DictionaryType', {
      headers: { Authorization: userToken },
      data: { parentId: '-1', fullName: `伪造${suffix}`, enCode: `forged${suffix}`, isTree: 0, sortCode: 0 },
    });
    expect(((await forged.json()) as Envelope<unknown>).code).toBe(403);
    const listed = (await (await request.get('/api/permission/Users?currentPage=1&pageSize=50', { headers: { Authorization: userToken } })).json()) as Envelope<{
      list: { account: string }[];
      pagination: { total: number };
    }>;
    expect(listed.code).toBe(200);
    expect(listed.data.list.map((row) => row.account)).toEqual([account]);

    // 权限授权: btn_add on the dictionary page; the user's open portal shows it with no reload.
    await admin.goto('/permission/authorize');
    await authorize.getByRole('button', { name: roleName }).click();
    await expand(systemData);
    await expand(dictionary);
    const addButton = grantNode(dictionary, admin, '新增'); // btn_add's name in the menu's resources
    await expect(addButton).toBeVisible();
    await ownCheckbox(addButton).click();
    await expect(ownCheckbox(addButton)).toHaveAttribute('checked', '');
    await authorize.getByRole('button', { name: '保存' }).click();
    await expectToast(admin, '授权成功');
    await expect(dictionaries.getByRole('button', { name: '新建' })).toBeVisible();
    expect(await portal.evaluate(() => (window as unknown as { flowMark?: string }).flowMark)).toBe('same page');

    // 在线用户: force the user offline; their portal lands on the sign-in page with the message.
    await admin.goto('/permission/userOnline');
    const online = content(admin, 'permission/userOnline');
    const row = online.locator('tbody tr', { hasText: account });
    await row.getByRole('button', { name: '强制下线' }).click();
    await admin.locator('sl-dialog', { hasText: '强制下线, 是否继续' }).getByRole('button', { name: '确定' }).click();
    await expectToast(admin, '强制下线成功');
    await expectToast(portal, '您已被管理员强制下线');
    await expect(portal).toHaveURL(/\/login/);
    await expect(portal.getByRole('textbox', { name: /^(账号|Account)$/ })).toBeVisible();
  } finally {
    await userContext.close();
    await call('PUT', `/api/system/Menu/${userMenuId}`, { ...menu, isDataAuthorize: menu.isDataAuthorize });
    await call('DELETE', `/api/system/ModuleDataAuthorizeScheme/${scheme.id}`);
    await call('DELETE', `/api/system/ModuleDataAuthorize/${rule.id}`);
  }
});
