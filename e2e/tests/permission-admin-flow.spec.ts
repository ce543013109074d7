// Issue 12 "done means", through the real API only: an administrator creates a department, a
// position, a role that may only view dictionaries and a user in them; the user's portal shows only
// that; a hand-made write is refused by the server; granting btn_add shows the button in the open
// portal without a reload; forcing the user offline lands that portal on the sign-in page.
import { createHash } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, sideMenu, signIn, test } from './support';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface TreeNode {
  id: string;
  enCode: string;
  type: string;
  children?: TreeNode[] | null;
}

function api(request: APIRequestContext, token: string) {
  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown): Promise<T> => {
    const response = await request.fetch(url, { method, headers: { Authorization: token }, data });
    const body = (await response.json()) as Envelope<T>;
    expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
    return body.data;
  };
}

function find(nodes: readonly TreeNode[], match: (node: TreeNode) => boolean): TreeNode | undefined {
  for (const node of nodes) {
    if (match(node)) return node;
    const inner = find(node.children ?? [], match);
    if (inner) return inner;
  }
  return undefined;
}

test('admin builds a view-only user; the server refuses what the menu hides; btn_add and forced offline reach the open portal', async ({ page, request }) => {
  test.slow();
  const call = api(request, await apiToken(request));
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

  const organizes = await call<{ list: TreeNode[] }>('GET', '/api/permission/Organize');
  const company = organizes.list.find((node) => node.type === 'company');
  expect(company).toBeTruthy();
  const department = await call<{ id: string }>('POST', '/api/permission/Organize/Department', {
    parentId: company?.id, fullName: `部门${suffix}`, enCode: `dept${suffix}`, sortCode: 0,
  });
  const position = await call<{ id: string }>('POST', '/api/permission/Position', {
    organizeId: department.id, fullName: `岗位${suffix}`, enCode: `pos${suffix}`, sortCode: 0,
  });
  const role = await call<{ id: string }>('POST', '/api/permission/Role', {
    fullName: `字典查看${suffix}`, enCode: `viewer${suffix}`, globalMark: 1, sortCode: 0,
  });

  // The authorisation tree as the 权限授权 page reads it; the role gets the dictionary page only.
  const values = await call<{ list: TreeNode[] }>('POST', `/api/permission/Authority/Data/${role.id}/Values`, { objectType: 'Role' });
  const directory = find(values.list, (node) => node.enCode === 'systemData' && node.type === 'module');
  const dictionary = find(values.list, (node) => node.enCode === 'systemData.dictionary' && node.type === 'module');
  const addButton = find(dictionary?.children ?? [], (node) => node.enCode === 'btn_add');
  expect(directory && dictionary && addButton).toBeTruthy();
  const modules = [directory?.id ?? '', dictionary?.id ?? ''];
  await call('PUT', `/api/permission/Authority/Data/${role.id}`, { objectType: 'Role', module: modules, button: [] });

  const account = `flow${suffix}`.replace(/[^A-Za-z0-9]/g, '');
  const password = `Pw-${account}-9`;
  const user = await call<{ id: string }>('POST', '/api/permission/Users', {
    account, realName: account, organizeId: [department.id], positionId: [position.id], roleId: [role.id],
    password: createHash('md5').update(password).digest('hex'),
  });

  await signIn(page, account, '/basic/dashboard', password);
  const menu = sideMenu(page);
  await menu.getByRole('button', { name: '系统数据' }).click();
  await expect(menu.getByRole('button', { name: '数据字典' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '系统管理' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: '组织权限' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: '数据连接' })).toHaveCount(0);

  await page.goto('/systemData/dictionary');
  const content = page.locator('[data-page="systemData/dictionary"]');
  await expect(content.locator('tbody tr').first()).toBeVisible();
  await expect(content.getByRole('button', { name: '新建' })).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { flowMark: 'same page' }));

  // Hidden buttons are not security: the same write by hand is refused, and so is the users list.
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
  const users = await request.get('/api/permission/Users', { headers: { Authorization: userToken } });
  expect(((await users.json()) as Envelope<unknown>).code).toBe(403);

  // Granting btn_add: the open portal shows the button with no reload.
  await call('PUT', `/api/permission/Authority/Data/${role.id}`, { objectType: 'Role', module: modules, button: [addButton?.id ?? ''] });
  await expect(content.getByRole('button', { name: '新建' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { flowMark?: string }).flowMark)).toBe('same page');

  // Forced offline: the portal lands on the sign-in page with the message.
  await call('DELETE', `/api/system/OnlineUser/${user.id}`);
  await expect(page.locator('sl-alert', { hasText: '您已被管理员强制下线' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('textbox', { name: /^(账号|Account)$/ })).toBeVisible();
});
