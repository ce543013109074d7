// 定时任务 end to end (issue 16 item 2): an administrator creates a task on a seconds cron whose
// next run times show while typing, the scheduler runs it on its own and the history shows the run;
// run now answers with the result; the viewer is refused by the server on every write.
import { expect } from '@playwright/test';
import { apiToken, openSignedIn, readOnlyTest as test, shoelaceReady } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

const PAGE = '[data-page="system/task"]';

test('a task every few seconds runs by itself and shows in its history; run now reports; viewer is refused', async ({ page, request }) => {
  test.setTimeout(90_000);
  const code = `e2eTask${Date.now().toString(36)}`;
  const name = `E2E 优化 ${code}`;
  await openSignedIn(page, '/system/task');
  await page.locator(PAGE).getByRole('button', { name: '新建' }).first().click();
  await expect(page.getByRole('dialog', { name: '新建任务' })).toBeVisible();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await dialog.getByRole('textbox', { name: '任务名称' }).fill(name);
  await dialog.getByRole('textbox', { name: '任务编码' }).fill(code);
  // A wrong expression is explained before saving; a right one lists its next five runs.
  const cron = dialog.getByRole('textbox', { name: 'Cron 表达式' });
  await cron.fill('61 * * * * ?');
  await expect(dialog.getByRole('alert')).toBeVisible();
  await cron.fill('*/3 * * * * ?');
  await expect(dialog.getByLabel('最近 5 次执行时间').locator('li')).toHaveCount(5);
  await dialog.getByRole('combobox', { name: '执行动作' }).click();
  await page.getByRole('option', { name: /优化数据库/ }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');

  const row = page.locator(PAGE).locator('tbody tr', { hasText: code });
  await expect(row).toBeVisible();
  // The scheduler runs it on its own: the history (read when the drawer opens) gains a 定时 run.
  const drawer = page.locator('sl-drawer[open]');
  await expect(async () => {
    await row.getByRole('button', { name: '执行记录' }).click();
    try {
      await expect(drawer.locator('tbody tr', { hasText: '定时' }).first()).toContainText('成功', { timeout: 2000 });
    } finally {
      // Its rows can match before sl-drawer is defined, and an undefined drawer ignores the key.
      await shoelaceReady(page);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    }
  }).toPass({ timeout: 30_000 });

  await row.getByRole('button', { name: '立即执行' }).click();
  await expect(page.locator('sl-dialog.atrium-confirm[open]')).toContainText(name);
  await page.locator('sl-dialog.atrium-confirm[open] sl-button[data-action="confirm"]').click();
  await expectToast(page, `任务「${name}」执行成功`);

  // The viewer may read the page's data but never write it.
  const admin = await apiToken(request, 'admin');
  const viewer = await apiToken(request, 'viewer');
  const list = await request.get('/api/system/ScheduleTask', { headers: { Authorization: admin }, params: { keyword: code } });
  const id = ((await list.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id;
  for (const [method, url] of [
    ['post', '/api/system/ScheduleTask'],
    ['put', `/api/system/ScheduleTask/${id}`],
    ['delete', `/api/system/ScheduleTask/${id}`],
    ['post', `/api/system/ScheduleTask/${id}/Actions/Run`],
    ['put', `/api/system/ScheduleTask/${id}/Actions/Stop`],
  ] as const) {
    const response = await request[method](url, { headers: { Authorization: viewer }, data: {} });
    expect(((await response.json()) as { code: number }).code, `${method} ${url}`).toBe(403);
  }
  // Stopped by the admin, it runs no more (cleanup for the rest of the run, too).
  const stop = await request.put(`/api/system/ScheduleTask/${id}/Actions/Stop`, { headers: { Authorization: admin } });
  expect(((await stop.json()) as { code: number }).code).toBe(200);
});
