// 系统监控, 系统图标 and 常用语 end to end (issue 16 items 4, 5 and 7): the monitor updates live over
// the portal's socket for an administrator and refuses the viewer; the icon set is searchable and a
// click copies a name; a user's phrase is theirs alone.
import { expect } from '@playwright/test';
import { apiToken, openSignedIn, test } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin', permissions: ['clipboard-read', 'clipboard-write'] });

test('the monitor shows live figures to an administrator and nothing to the viewer', async ({ page, request }) => {
  await openSignedIn(page, '/system/monitor');
  const content = page.locator('[data-page="system/monitor"]');
  // Pushed over the socket (not the polling fallback), with this very page counted among the sockets.
  await expect(content.getByText('实时更新中')).toBeVisible({ timeout: 20_000 });
  await expect(content.getByText('在线连接数')).toBeVisible();
  const viewer = await apiToken(request, 'viewer');
  const refused = await request.get('/api/system/Monitor', { headers: { Authorization: viewer } });
  expect(((await refused.json()) as { code: number }).code).toBe(403);
});

test('icons: search narrows the set and a click copies the class the menus use', async ({ page }) => {
  await openSignedIn(page, '/system/icons');
  const content = page.locator('[data-page="system/icons"]');
  const search = content.getByRole('textbox', { name: /关键词/ }).first();
  await search.fill('dictionary');
  await search.press('Enter');
  const icon = content.getByRole('button', { name: '复制 icon-ym-dictionary' });
  await expect(icon).toBeVisible();
  await expect(content.getByRole('button', { name: /^复制 / })).not.toHaveCount(0);
  await icon.click();
  await expectToast(page, '已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('icon-ym-dictionary');
});

test('common words: a phrase added on the page is the author’s own', async ({ page, request }) => {
  const phrase = `E2E 常用语 ${Date.now().toString(36)}`;
  await openSignedIn(page, '/system/commonWords');
  const content = page.locator('[data-page="system/commonWords"]');
  await content.getByRole('button', { name: '新建' }).first().click();
  await expect(page.getByRole('dialog', { name: '新建常用语' })).toBeVisible();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入常用语').last()).toBeVisible();
  await dialog.getByRole('textbox', { name: '常用语' }).fill(phrase);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(content.locator('tbody tr', { hasText: phrase })).toBeVisible();

  // The viewer's picker never offers it.
  const viewer = await apiToken(request, 'viewer');
  const offered = await request.get('/api/system/CommonWords/Selector', { headers: { Authorization: viewer } });
  expect(JSON.stringify(await offered.json())).not.toContain(phrase);
});
