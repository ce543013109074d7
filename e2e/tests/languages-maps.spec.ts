// 翻译管理 and 数据地图 end to end (issue 16 items 6 and 13): an administrator changes a text on the
// language page and a page already open in another tab shows it without a reload (the socket's
// languageChanged makes the portal fetch the overrides again); a small GeoJSON uploaded on the map
// page is previewed as drawn outlines; the viewer is refused by the server.
// Needs the build's dist/locale-catalog.json (npm run build writes it).
import { expect } from '@playwright/test';
import { apiToken, openSignedIn, test } from './support';

test.use({ account: 'admin' });

const KEY = 'sysConfig.basic';

test('a changed translation reaches an open page without a reload', async ({ page, context, request }) => {
  const admin = await apiToken(request, 'admin');
  const text = `基本信息 E2E ${Date.now().toString(36)}`;
  try {
    // The page that will change, left open.
    await openSignedIn(page, '/system/sysConfig');
    const config = page.locator('[data-page="system/sysConfig"]');
    await expect(config.locator('legend', { hasText: '基本设置' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { e2eNoReload: boolean }).e2eNoReload = true;
    });

    // Another tab: the language page.
    const editor = await context.newPage();
    await openSignedIn(editor, '/system/language');
    const content = editor.locator('[data-page="system/language"]');
    const search = content.getByRole('textbox', { name: /关键词/ }).first();
    await search.fill(KEY);
    await search.press('Enter');
    const row = content.locator('tbody tr', { hasText: KEY }).filter({ has: editor.getByText(KEY, { exact: true }) });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '修改' }).click();
    const dialog = editor.locator('sl-dialog[open]:not(.atrium-confirm)');
    await expect(dialog.getByText('默认：基本设置')).toBeVisible();
    // A blank text is refused in the server's words before anything is sent.
    await dialog.getByRole('textbox', { name: '简体中文' }).fill('   ');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('译文不能只包含空白字符')).toBeVisible();
    await dialog.getByRole('textbox', { name: '简体中文' }).fill(text);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(row.getByText('已修改')).toBeVisible();

    // The first tab shows the new text, and it was not reloaded.
    await expect(config.locator('legend', { hasText: text })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);

    // The viewer may not change translations.
    const viewer = await apiToken(request, 'viewer');
    const refused = await request.put('/api/system/Language/Override', {
      headers: { Authorization: viewer },
      data: { namespace: 'system', key: KEY, lang: 'zh', value: 'x' },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(403);

    // Back to the default: the open page follows again.
    await row.getByRole('button', { name: '恢复默认' }).click();
    await editor.locator('sl-dialog.atrium-confirm[open]').getByRole('button', { name: '确定' }).click();
    await expect(config.locator('legend', { hasText: '基本设置' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await request.delete(`/api/system/Language/Override?namespace=system&key=${encodeURIComponent(KEY)}`, { headers: { Authorization: admin } });
  }
});

test('a small GeoJSON uploaded on the map page is previewed', async ({ page, request }) => {
  const admin = await apiToken(request, 'admin');
  const code = `e2e${Date.now().toString(36)}`;
  const square = (x: number, y: number) => [[[x, y], [x + 0.5, y], [x + 0.5, y + 0.5], [x, y + 0.5], [x, y]]];
  const geojson = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: { name: '东区' }, geometry: { type: 'Polygon', coordinates: square(116.5, 39.5) } },
      { type: 'Feature', properties: { name: '西区' }, geometry: { type: 'Polygon', coordinates: square(116, 39.5) } },
    ],
  });
  try {
    await openSignedIn(page, '/systemData/map');
    const content = page.locator('[data-page="systemData/map"]');
    await content.getByRole('button', { name: '上传地图' }).first().click();
    const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
    await dialog.getByRole('textbox', { name: '地图名称' }).fill(`E2E 地图 ${code}`);
    await dialog.getByRole('textbox', { name: '区域编码' }).fill(code);
    // Not GeoJSON: refused in the form with the server's sentence.
    await dialog.getByTestId('map-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"type":"Topology"}') });
    await expect(dialog.getByText('地图文件必须是 GeoJSON 的 FeatureCollection、Feature 或几何对象')).toBeVisible();
    await dialog.getByTestId('map-file').setInputFiles({ name: 'e2e.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(geojson) });
    await expect(dialog.getByTestId('map-preview').locator('path')).toHaveCount(2);
    await dialog.getByRole('button', { name: '确定' }).click();
    const row = content.locator('tbody tr', { hasText: code });
    await expect(row).toBeVisible();
    await expect(row).toContainText('2');
    await row.getByRole('button', { name: '预览' }).click();
    const preview = page.locator('sl-dialog[open]', { hasText: `预览地图：E2E 地图 ${code}` });
    await expect(preview.getByTestId('map-preview').locator('path')).toHaveCount(2);
    await expect(preview.getByTestId('map-preview').locator('path title').first()).toHaveText('东区');

    // The server checks too: a bad document over the API is a clear 400 and the viewer is refused.
    const bad = await request.post('/api/system/DataMap', { headers: { Authorization: admin }, data: { fullName: 'x', enCode: `${code}b`, data: '{"type":"Point","coordinates":[1,95]}' } });
    expect(await bad.json()).toMatchObject({ code: 400, msg: expect.stringContaining('坐标无效') });
    const viewer = await apiToken(request, 'viewer');
    expect(((await (await request.get('/api/system/DataMap', { headers: { Authorization: viewer } })).json()) as { code: number }).code).toBe(403);
  } finally {
    const list = await request.get(`/api/system/DataMap?keyword=${code}`, { headers: { Authorization: admin } });
    for (const map of ((await list.json()) as { data: { list: { id: string }[] } }).data.list) {
      await request.delete(`/api/system/DataMap/${map.id}`, { headers: { Authorization: admin } });
    }
  }
});
