// 接口认证 end to end (issue 16 item 12): an app created in the page shows its secret once; an
// outside caller with that id and secret reads the granted interface and the usage count grows; a
// wrong secret is refused; the viewer manages nothing.
import { expect } from '@playwright/test';
import { apiToken, openSignedIn, test } from './support';

test.use({ account: 'admin' });

test('an app reads its granted interface with its secret, shown once; usage is counted; wrong secrets and viewers are refused', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await apiToken(request, 'admin');
  const code = `e2eAuth${Date.now().toString(36)}`;
  const categories = await request.get('/api/system/DataInterface/Selector', { headers: { Authorization: admin } });
  const selector = (await categories.json()) as { data: { list: { id: string }[] } };
  const categoryId = selector.data.list[0]!.id;
  const made = await request.post('/api/system/DataInterface', {
    headers: { Authorization: admin },
    data: { fullName: `接口 ${code}`, enCode: code, categoryId, dataType: 2, query: '[{"id":"1","name":"北京"}]', enabledMark: 1 },
  });
  const interfaceBody = (await made.json()) as { code: number; msg: string; data: { id: string } };
  expect(interfaceBody.code, interfaceBody.msg).toBe(200);
  const interfaceId = interfaceBody.data.id;

  await openSignedIn(page, '/systemData/interfaceAuth');
  const content = page.locator('[data-page="systemData/interfaceAuth"]');
  await content.getByRole('button', { name: '新建' }).first().click();
  await expect(page.getByRole('dialog', { name: '新建应用' })).toBeVisible();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await dialog.getByRole('textbox', { name: '应用名称' }).fill(`外部系统 ${code}`);
  await dialog.getByRole('combobox', { name: '授权接口' }).click();
  await page.getByRole('option', { name: new RegExp(code) }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: '确定' }).click();
  // The secret, once.
  const secretDialog = page.getByRole('dialog', { name: '应用密钥' });
  await expect(secretDialog).toBeVisible();
  const secretForm = page.locator('sl-dialog[open]').last();
  const appId = await secretForm.getByRole('textbox', { name: '应用ID' }).inputValue();
  const appSecret = await secretForm.getByRole('textbox', { name: '应用密钥' }).inputValue();
  expect(appId.length).toBeGreaterThan(8);
  expect(appSecret.length).toBeGreaterThan(16);
  await secretForm.getByRole('button', { name: '我已保存' }).click();
  await expect(secretDialog).toHaveCount(0);

  // An outside system: no portal session, only the app's headers.
  const outside = await playwright.request.newContext({ baseURL });
  try {
    const call = (secret: string) => outside.post(`/api/system/DataInterface/${interfaceId}/Actions/Response`, { headers: { 'X-App-Id': appId, 'X-App-Secret': secret }, data: {} });
    const answer = (await (await call(appSecret)).json()) as { code: number; data: unknown };
    expect(answer.code).toBe(200);
    expect(JSON.stringify(answer.data)).toContain('北京');
    expect(((await (await call(`${appSecret}x`)).json()) as { code: number }).code).toBe(401);
  } finally {
    await outside.dispose();
  }
  await page.reload();
  await expect(content.locator('tbody tr', { hasText: code }).first()).toContainText('1');

  const viewer = await apiToken(request, 'viewer');
  const refused = await request.post('/api/system/InterfaceOauth', { headers: { Authorization: viewer }, data: { appName: 'x' } });
  expect(((await refused.json()) as { code: number }).code).toBe(403);
});
