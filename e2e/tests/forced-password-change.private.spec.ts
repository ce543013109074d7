// Spec section 2 / issue 3 item 9: with "change the initial password" required, a user whose
// password was never changed gets a dialog that cannot be dismissed until they change it.
// The setting is system-wide, so this file runs on a server of its own (private-server.ts).
import { expect, type APIRequestContext } from '@playwright/test';
import { solvePasswordCaptcha } from './password-support';
import { test } from './private-server';
import { apiToken, createAccount, shoelaceReady, signIn } from './support';
import { expectToast } from './toasts';

async function setMandatoryChange(request: APIRequestContext, on: boolean): Promise<void> {
  const headers = { Authorization: await apiToken(request) };
  const current = (await (await request.get('/api/system/SysConfig', { headers })).json()) as { data: Record<string, unknown> };
  const saved = await request.put('/api/system/SysConfig', {
    headers,
    data: { ...current.data, mandatoryModificationOfInitialPassword: on ? 1 : 0 },
  });
  const body = (await saved.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
}

test.afterAll(async ({ request }) => setMandatoryChange(request, false));

test('an initial password must be changed before the portal can be used, once', async ({ page, request }) => {
  await setMandatoryChange(request, true);
  const user = await createAccount(request, 'forced');
  await signIn(page, user.account, '/basic/dashboard', user.password);

  const dialog = page.locator('sl-dialog[label="请修改初始密码"]');
  await expect(dialog).toHaveAttribute('open', '');
  await expect(dialog.getByRole('button', { name: '取消' })).toHaveCount(0);
  // Escape must reach a working dialog for its refusal to mean anything.
  await shoelaceReady(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveAttribute('open', '');

  const next = `${user.password}-New9`;
  await dialog.getByRole('textbox', { name: '旧密码' }).fill(user.password);
  await dialog.getByRole('textbox', { name: '新密码' }).fill(next);
  await dialog.getByRole('textbox', { name: '重复密码' }).fill(next);
  await solvePasswordCaptcha(dialog, request);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '修改成功，请牢记新密码');
  await expect(dialog).toHaveCount(0, { timeout: 5000 });

  // Changed once is enough: signing in again with the new password shows no dialog.
  await page.evaluate('localStorage.clear()');
  await signIn(page, user.account, '/basic/dashboard', next);
  await expect(page.getByRole('tree', { name: /菜单|Menu/ })).toBeVisible();
  await expect(page.locator('sl-dialog[label="请修改初始密码"]')).toHaveCount(0);

  // Another user who has not changed theirs yet is still asked.
  const other = await createAccount(request, 'forced');
  await page.evaluate('localStorage.clear()');
  await signIn(page, other.account, '/basic/dashboard', other.password);
  await expect(page.locator('sl-dialog[label="请修改初始密码"]')).toHaveAttribute('open', '');
});
