// The permission pages of mf-permission (issue 12 item 1): each opens as admin from its menu URL and
// shows its list with seed data, and the bundle is the one the import map names. Needs the server's
// permission routes (helpers org, users, engine): see the route named in each case.
import { expect, type Page } from '@playwright/test';
import { openSignedIn, readOnlyTest as test } from './support';

test.use({ account: 'admin' });

const content = (page: Page, url: string) => page.locator(`[data-page="${url}"]`);

/** Each page, what its list shows from the seed, and the calls it needs. */
// `search`: lists other tests add rows to (users, newest first) are searched for the seed row.
const PAGES: ReadonlyArray<{ url: string; shows: string; needs: string; search?: string }> = [
  { url: 'permission/organize', shows: 'Atrium 科技有限公司', needs: 'GET /api/permission/Organize' },
  { url: 'permission/department', shows: '研发部', needs: 'GET /api/permission/Organize/Selector/0, GET /api/permission/Organize/{id}/Department' },
  { url: 'permission/position', shows: '研发工程师', needs: 'GET /api/permission/Organize/Department/Selector/0, GET /api/permission/Position' },
  { url: 'permission/user', shows: 'zhangsan', search: 'zhangsan', needs: 'GET /api/permission/Organize/Department/Selector/0, GET /api/permission/Users' },
  { url: 'permission/role', shows: '超级管理员', needs: 'GET /api/permission/Role' },
  { url: 'permission/userOnline', shows: 'admin', needs: 'GET /api/system/OnlineUser' },
  // No organisation administrators in the seed: the list is empty, without a failed call.
  { url: 'permission/grade', shows: '暂无数据', needs: 'GET /api/permission/organizeAdminIsTrator' },
  { url: 'permission/userGroup', shows: 'Atrium 项目组', needs: 'GET /api/permission/Group' },
];

for (const { url, shows, needs, search } of PAGES) {
  test(`${url} renders its list (${needs})`, async ({ page }) => {
    const failed: string[] = [];
    // JNPF answers errors in the envelope (HTTP 200, code ≠ 200): an unknown route is code 404 there.
    page.on('response', async (response) => {
      if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
      const body = (await response.json().catch(() => null)) as { code?: number } | null;
      if (response.status() >= 400 || (body?.code !== undefined && body.code !== 200)) failed.push(`${body?.code ?? response.status()} ${response.url()}`);
    });
    await openSignedIn(page, `/${url}`);
    const pageContent = content(page, url);
    // The first table is the page's list (分级管理 keeps a second one in its hidden tab).
    const list = pageContent.locator('table').first();
    await expect(list).toBeVisible();
    if (search) {
      const keyword = pageContent.getByRole('textbox', { name: '关键词' });
      await keyword.fill(search);
      await keyword.press('Enter');
    }
    await expect(list.locator('tbody')).toContainText(shows);
    await expect.poll(() => failed).toEqual([]);
  });
}

test('permission/grade lists the system administrators (GET /api/system/SysConfig/getAdminList)', async ({ page }) => {
  await openSignedIn(page, '/permission/grade');
  const pageContent = content(page, 'permission/grade');
  await pageContent.getByRole('tab', { name: '系统管理员' }).click();
  await expect(pageContent.locator('table[aria-label="系统管理员"] tbody')).toContainText('管理员');
});

test('permission/authorize shows a role’s grant tree (GET /api/permission/Role, POST /api/permission/Authority/Data/{id}/Values)', async ({ page }) => {
  await openSignedIn(page, '/permission/authorize');
  const pageContent = content(page, 'permission/authorize');
  await pageContent.getByRole('button', { name: '普通员工' }).click();
  await expect(pageContent.getByRole('tree')).toContainText('Atrium 开发平台');
  await expect(pageContent.getByRole('button', { name: '保存' })).toBeVisible();
});
