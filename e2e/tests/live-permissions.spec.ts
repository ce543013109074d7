// Issue 12 item 4: a permission change reaches the open portal at once. The test changes a role's
// grants in the database (as an authorisation save does) and has the server announce it
// (test providers → permissionsChanged → `refresh` over the socket); the portal re-reads the
// user info and its menus, buttons, tabs and route follow, without a reload or a new sign-in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { assignOnlyRole, createRole, grant, revoke } from './permission-seed';
import { createAccount, sideMenu, signIn, test } from './support';

const PAGE = '[data-page="systemData/dictionary"]';
const DICTIONARY = 'systemData.dictionary';

/** The server's announcement; repeated until the user's portal has its socket open to hear it. */
async function announce(request: APIRequestContext, account: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.post('/api/test-providers/socket/push', { data: { account, method: 'refresh' } });
      return ((await response.json()) as { data: { sockets: number } }).data.sockets;
    })
    .toBeGreaterThan(0);
}

/** A mark on the page's window: still there means the page did not reload. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { liveMark: 'same page' }));
}
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

test('granted and withdrawn rights show in the open portal at once: menu, button, tab and route', async ({ page, request }) => {
  const role = createRole([{ menu: 'systemData' }, { menu: DICTIONARY }]);
  const user = await createAccount(request, 'live');
  assignOnlyRole(user.account, role);
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await page.goto('/systemData/dictionary');
  const content = page.locator(PAGE);
  await expect(content.locator('tbody tr').first()).toBeVisible();
  await expect(content.getByRole('button', { name: '新建' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: '系统管理' })).toHaveCount(0);
  await markWindow(page);

  // Granted: the add button on the open page and a new menu section, same page, same tab.
  grant(role, [{ menu: DICTIONARY, buttons: ['btn_add'] }, { menu: 'system' }, { menu: 'system.area' }]);
  await announce(request, user.account);
  await expect(content.getByRole('button', { name: '新建' })).toBeVisible();
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click();
  await expect(sideMenu(page).getByRole('button', { name: '行政区划' })).toBeVisible();
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  expect(await windowMark(page)).toBe('same page');

  // Withdrawn: the open page goes to the not-found page and its tab closes.
  revoke(role, DICTIONARY);
  await announce(request, user.account);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  await expect(content).toHaveCount(0);
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '数据字典' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: '数据字典' })).toHaveCount(0);
  await expect(sideMenu(page).getByRole('button', { name: '系统数据' })).toHaveCount(0);
  expect(await windowMark(page)).toBe('same page');
});
