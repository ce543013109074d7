// 门户设计 end to end, in the real portal against the real server (JNPF's /api/visualdev/Portal):
// the administrator creates a portal with the dialog's rules, lays it out in the designer, saves,
// copies and deletes the copy; a staff member of the test's own makes the seeded 默认门户 their home
// with 切换门户, and the home page (the shell mounting mf-online-dev's portal widget) keeps it; the
// second system's analysis pages (type-8 menus) chart the system's own data through data interfaces.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiGet, apiToken, createAccount, openSignedIn, signedInContext, test } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface PortalRow {
  id: string;
  fullName: string;
  enCode: string;
}

async function portalsByKeyword(page: Page, keyword: string): Promise<PortalRow[]> {
  const token = await apiToken(page.request);
  const found = await apiGet<{ list: PortalRow[] }>(page.request, `/api/visualdev/Portal?keyword=${encodeURIComponent(keyword)}&currentPage=1&pageSize=20`, token);
  return found.data.list;
}

async function search(scope: Locator, keyword: string): Promise<void> {
  const box = scope.getByRole('textbox', { name: '关键词' });
  await box.fill(keyword);
  await box.press('Enter');
}

test('门户设计: a portal is created with the rules, laid out in the designer, saved, copied and the copy deleted', async ({ page }) => {
  const code = unique('e2ePortal');
  await openSignedIn(page, '/onlineDev/visualPortal');
  const content = page.locator('[data-page="onlineDev/visualPortal"]');
  // The seeded portal is listed with its category.
  await search(content, 'defaultPortal');
  await expect(content.locator('tbody tr', { hasText: '默认门户' })).toContainText('基础门户');

  // The dialog's rules speak before the server is asked.
  await content.getByRole('button', { name: '新建' }).first().click();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await expect(page.getByRole('dialog', { name: '新建门户' })).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  for (const message of ['请输入名称', '请输入编码', '请选择分类']) await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '名称' }).fill(`E2E 门户 ${code}`);
  await dialog.getByRole('textbox', { name: '编码' }).fill('.bad');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('编码只能输入英文、数字和小数点且小数点不能放在首尾', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '编码' }).fill(code);
  await dialog.getByRole('combobox', { name: '分类' }).click();
  await page.getByRole('option', { name: '业务门户' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');

  // The designer opens on the new, empty portal: a text widget lands on the canvas and is edited.
  // The designer's dialog: the one with 保存 (its palette hides while it previews).
  const designer = page.locator('sl-dialog[open]').filter({ has: page.getByRole('button', { name: '保存', exact: true }) });
  await expect(designer.getByText('画布是空的：从左侧添加部件。')).toBeVisible();
  await designer.getByRole('button', { name: '添加「文本」' }).click();
  const properties = designer.getByRole('complementary', { name: '部件属性' });
  await properties.getByRole('textbox', { name: '标题' }).fill('E2E 欢迎');
  await properties.getByRole('textbox', { name: '文本内容' }).fill('<b>不是 HTML</b>');
  await designer.getByRole('button', { name: '添加「常用功能」' }).click();
  await designer.getByRole('button', { name: '保存', exact: true }).click();
  await expectToast(page, `「E2E 门户 ${code}」已保存`);

  // What the server keeps: two widgets, the text as it was typed.
  const [created] = await portalsByKeyword(page, code);
  expect(created).toBeDefined();
  const token = await apiToken(page.request);
  const info = await apiGet<{ formData: string; enabledMark: number }>(page.request, `/api/visualdev/Portal/${created!.id}`, token);
  const layout = (JSON.parse(info.data.formData) as { layout: Array<{ jnpfKey: string; title: string; content?: string }> }).layout;
  expect(layout.map((item) => item.jnpfKey)).toEqual(['text', 'commonFunc']);
  expect(layout[0]).toMatchObject({ title: 'E2E 欢迎', content: '<b>不是 HTML</b>' });

  // 预览 renders the saved layout; the text stays text.
  await designer.getByRole('button', { name: '预览', exact: true }).click();
  await expect(designer.getByText('<b>不是 HTML</b>')).toBeVisible();
  await expect(designer.locator('b', { hasText: '不是 HTML' })).toHaveCount(0);
  await designer.getByRole('button', { name: '关闭' }).first().click();
  await expect(designer).toHaveCount(0);

  // 复制 (under 更多) makes a disabled copy; the copy is deleted after a confirmation.
  await search(content, code);
  const row = content.locator('tbody tr', { hasText: `E2E 门户 ${code}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '复制' }).click();
  await expect(content.locator('tbody tr')).toHaveCount(2);
  const copy = content.locator('tbody tr', { hasText: '副本' });
  await expect(copy).toContainText('禁用');
  await copy.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await page.locator('sl-dialog.atrium-confirm[open]').getByRole('button', { name: '确定' }).click();
  await expectToast(page, '删除成功');
  await expect(content.locator('tbody tr')).toHaveCount(1);
  expect(await portalsByKeyword(page, code)).toHaveLength(1);
});

test('切换门户: a staff member makes the seeded portal their home, and it stays their home', async ({ page, browser }) => {
  // A user of the test's own: the administrator's home stays the overview other tests read.
  const staff = await createAccount(page.request, 'portal');
  const context = await signedInContext(browser, page.request, staff.account, staff.password);
  const home = await context.newPage();
  await home.goto('/basic/dashboard');
  // No portal chosen yet: the overview of figures.
  const overview = home.locator('sl-card[data-figure="userCount"]');
  await expect(overview).toBeVisible();

  await home.getByRole('button', { name: '切换门户' }).click();
  await home.getByRole('menuitemcheckbox', { name: '默认门户' }).click();
  await expectToast(home, '默认门户', { variant: 'success' });
  // The portal replaces the overview: its widgets, the seeded text among them.
  await expect(home.getByRole('heading', { name: '常用功能' })).toBeVisible();
  await expect(home.locator('section[data-kind="dataBoard"] [data-figure="userCount"]')).toBeVisible();
  await expect(overview).toHaveCount(0);

  // Kept by the server: a reload (and the user info) still has it.
  await home.reload();
  await expect(home.getByRole('heading', { name: '常用功能' })).toBeVisible();
  const token = await apiToken(page.request, staff.account, staff.password);
  const [seeded] = (await apiGet<{ list: Array<{ children: PortalRow[] }> }>(page.request, '/api/visualdev/Portal/Selector', token)).data.list.flatMap((group) => group.children);
  const user = await apiGet<{ userInfo: { portalId: string } }>(page.request, '/api/oauth/CurrentUser', token);
  expect(user.data.userInfo.portalId).toBe(seeded!.id);
  await context.close();
});

/** An account with the administrator's roles whose current system is the second one (数据分析平台). */
async function analysisAccount(request: APIRequestContext): Promise<{ account: string; password: string }> {
  const admin = await apiToken(request);
  const me = await apiGet<{ userInfo: { roleIds: string[] } }>(request, '/api/oauth/CurrentUser', admin);
  const staff = await createAccount(request, 'ana', { roleIds: me.data.userInfo.roleIds });
  const token = await apiToken(request, staff.account, staff.password);
  const info = await apiGet<{ userInfo: { systemIds: Array<{ id: string; name: string }> } }>(request, '/api/oauth/CurrentUser', token);
  const analysis = info.data.userInfo.systemIds.find((system) => system.name === '数据分析平台');
  expect(analysis, 'the seeded second system').toBeDefined();
  const switched = await request.put('/api/permission/Users/Current/major', { headers: { Authorization: token }, data: { majorId: analysis!.id, majorType: 'System' } });
  expect(((await switched.json()) as { code: number }).code).toBe(200);
  return staff;
}

test('the second system\'s analysis pages are portals (menu type 8) charting the system\'s own data', async ({ page, browser }) => {
  const staff = await analysisAccount(page.request);
  const context = await signedInContext(browser, page.request, staff.account, staff.password);
  const analysis = await context.newPage();
  await analysis.goto('/analysis/overview');
  const chart = analysis.locator('section[data-kind="chart"]', { hasText: '各组织人数与岗位数' });
  await expect(chart.getByRole('img')).toBeVisible();
  // uPlot drew it: a canvas in the panel, and the data the screen reader gets names the seeded organisation.
  await expect(chart.locator('canvas').first()).toBeVisible();
  // (uPlot's legend is a table too: the data table is the one with a caption.)
  await expect(chart.locator('table:has(caption) thead')).toContainText('人数');
  await expect(chart.locator('table:has(caption) tbody tr').first()).toBeAttached();
  await expect(analysis.locator('section[data-kind="dataBoard"]')).toBeVisible();

  await analysis.goto('/analysis/trend');
  const daily = analysis.locator('section[data-kind="chart"]', { hasText: '近 30 天用户数' });
  await expect(daily.locator('canvas').first()).toBeVisible();
  // Thirty days, the last one today.
  await expect(daily.locator('table:has(caption) tbody tr')).toHaveCount(30);
  await context.close();
});
