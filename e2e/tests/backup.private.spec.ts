// 数据备份 end to end (issue 16 item 11): an online backup taken while the portal runs, downloaded,
// then restored after a confirmation that names its cut-off: a write made after the backup is gone,
// one made before it is there, the data before the restore is kept as a safety backup, and the
// administrator stays signed in. On a server of its own (private-server.ts): a restore
// replaces the data every other test reads.
import { expect, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test } from './private-server';
import { apiToken, openSignedIn } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

const PAGE = '[data-page="systemData/dataBackup"]';

async function dictionaryType(request: APIRequestContext, token: string, code: string): Promise<void> {
  const response = await request.post('/api/system/DictionaryType', {
    headers: { Authorization: token },
    data: { fullName: `备份标记 ${code}`, enCode: code, parentId: '-1', isTree: 0, sortCode: 0, enabledMark: 1 },
  });
  expect(((await response.json()) as { code: number }).code).toBe(200);
}

async function typeExists(request: APIRequestContext, token: string, code: string): Promise<boolean> {
  const response = await request.get('/api/system/DictionaryType', { headers: { Authorization: token } });
  return JSON.stringify(await response.json()).includes(code);
}

test('back up, download, write more, restore: the later write is gone, the earlier kept, a safety backup made', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiToken(request, 'admin');
  const stamp = Date.now().toString(36);
  const before = `e2eBefore${stamp}`;
  const after = `e2eAfter${stamp}`;
  await dictionaryType(request, admin, before);

  await openSignedIn(page, '/systemData/dataBackup');
  const content = page.locator(PAGE);
  // The toolbar's button: an empty list offers 立即备份 too (its empty state's action), the same call.
  await content.getByRole('button', { name: '立即备份' }).first().click();
  await expectToast(page, '备份成功', { timeout: 60_000 });
  const row = content.locator('tbody tr', { hasText: '手动' }).first();
  await expect(row).toBeVisible();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  const bytes = await readFile((await (await download).path())!);
  expect(bytes.subarray(0, 15).toString()).toBe('SQLite format 3');

  await dictionaryType(request, admin, after);
  expect(await typeExists(request, admin, after)).toBe(true);

  await row.getByRole('button', { name: '还原' }).click();
  const confirm = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(confirm).toContainText('之后写入的数据将被替换');
  await confirm.locator('sl-button[data-action="confirm"]').click();
  await expectToast(page, '还原成功', { timeout: 60_000 });

  expect(await typeExists(request, admin, before)).toBe(true);
  expect(await typeExists(request, admin, after)).toBe(false);
  await expect(content.locator('tbody tr', { hasText: '还原前安全备份' }).first()).toBeVisible();
  // Still signed in: the page goes on working.
  await page.reload();
  await expect(content.locator('tbody tr').first()).toBeVisible();

  const viewer = await apiToken(request, 'viewer');
  const refused = await request.post('/api/system/DataBackup', { headers: { Authorization: viewer }, data: {} });
  expect(((await refused.json()) as { code: number }).code).toBe(403);
});
