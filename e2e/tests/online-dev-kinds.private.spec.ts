// 在线开发, the field kinds that had no control before (issue 15): in a released form an
// administrator writes a rich text (bold through the shared editor's 加粗) and attaches a file
// through the shared uploader (chunked upload, merge); the record stores sanitised HTML and
// JNPF's [{name, fileId, url}]; the list shows the text without markup and the file's name, the
// detail shows the bold text and the file; the server refuses a hand-made script in the rich text
// and a file id that is not the writer's.
// On a server of its own (private-server.ts): a released module's menu shows in every
// administrator's side menu.
import { expect, type Page } from '@playwright/test';
import { field } from '../../server/src/routes/visualdev/test-fixtures';
import { test } from './private-server';
import { apiToken, openSignedIn, sideMenu } from './support';

test.use({ account: 'admin' });

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function answer<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<Envelope<T>> {
  return (await (await response).json()) as Envelope<T>;
}

function moduleBody(name: string, enCode: string, table: string): Record<string, unknown> {
  const fields = [
    field('comInput', 'title', '标题', { required: true }),
    field('editor', 'body', '正文', { required: true }),
    field('uploadFz', 'attachments', '附件', {}, { limit: 2, fileSize: 10, sizeUnit: 'MB' }),
  ];
  return {
    fullName: name,
    enCode,
    category: '人事',
    type: 1,
    formData: JSON.stringify({ formRef: 'elForm', labelWidth: 100, labelPosition: 'right', gutter: 15, formBtns: false, fields }),
    columnData: JSON.stringify({
      columnList: [{ prop: 'title', label: '标题' }, { prop: 'body', label: '正文' }, { prop: 'attachments', label: '附件' }],
      searchList: [],
      defaultSidx: '',
      sort: 'desc',
      hasPage: true,
      pageSize: 20,
      type: 1,
      btnsList: [{ value: 'add', label: '新增' }],
      columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'detail', label: '详情' }, { value: 'remove', label: '删除' }],
      popupType: 'general',
      generalWidth: '800px',
    }),
    tables: JSON.stringify([{ table, typeId: '1', fields: [] }]),
  };
}

/** Opens the released module's page from the side menu (在线开发 → the module). */
async function openModulePage(page: Page, name: string, enCode: string): Promise<void> {
  const folder = sideMenu(page).getByRole('treeitem').filter({ has: page.getByRole('button', { name: '在线开发', exact: true }) }).first();
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.getByRole('button', { name: '在线开发', exact: true }).click();
  await sideMenu(page).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/onlineDev/run/${enCode}$`));
}

let madeModule: string | null = null;

test.afterEach(async ({ request }) => {
  if (madeModule === null) return;
  const admin = await apiToken(request, 'admin');
  await request.delete(`/api/visualdev/Base/${madeModule}`, { headers: { Authorization: admin } });
  madeModule = null;
});

test('a released form takes a rich text and an uploaded file, stores them as JNPF does and shows them', async ({ page, request }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const name = `资料单${suffix}`;
  const enCode = `kinds${suffix}`;
  const admin = await apiToken(request, 'admin');
  const created = await answer<{ id: string }>(request.post('/api/visualdev/Base', { headers: { Authorization: admin }, data: moduleBody(name, enCode, `kinds_${suffix}`) }));
  expect(created.code, created.msg).toBe(200);
  const modelId = created.data.id;
  madeModule = modelId;
  const released = await answer<unknown>(request.post(`/api/visualdev/Base/${modelId}/Actions/Release`, { headers: { Authorization: admin }, data: {} }));
  expect(released.code, released.msg).toBe(200);

  await openSignedIn(page, '/basic/dashboard');
  await openModulePage(page, name, enCode);
  const list = page.locator(`[data-page="onlineDev/run/${enCode}"]`);
  const title = `资料${suffix}`;

  await test.step('the form: bold text in the rich-text editor, a file through the uploader', async () => {
    await list.getByRole('button', { name: '新建', exact: true }).click();
    const form = page.locator(`sl-dialog[open][label="新增 - ${name}"]`);
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: '标题' }).fill(title);
    const editor = form.getByRole('textbox', { name: '正文' });
    await editor.click();
    await page.keyboard.type('今天 ');
    await form.getByRole('button', { name: '加粗', exact: true }).click();
    await page.keyboard.type('重要');
    await form.getByRole('button', { name: '加粗', exact: true }).click();
    await page.keyboard.type(' 通知');
    await expect(editor.locator('strong')).toHaveText('重要');
    await form.locator('fieldset[data-kind="uploadFz"] input[type=file]').setInputFiles({ name: `合同${suffix}.txt`, mimeType: 'text/plain', buffer: Buffer.from('合同正文\n'.repeat(200)) });
    // Uploaded and merged: the file is part of the value, a stored row with its preview link (the
    // name shows from the moment it is chosen, while it uploads, and is in the value only once stored).
    const stored = form.locator('fieldset[data-kind="uploadFz"] li[data-status="success"]').getByRole('button', { name: `合同${suffix}.txt`, exact: true });
    await expect(stored).toBeVisible({ timeout: 30_000 });
    await form.getByRole('button', { name: '确定' }).click();
    await expect(form).toHaveCount(0);
  });

  const row = list.locator('tbody tr', { hasText: title });
  await test.step('the list shows the text without markup and the file by its name', async () => {
    await expect(row).toContainText('今天 重要 通知');
    await expect(row).toContainText(`合同${suffix}.txt`);
    await expect(row.locator('strong')).toHaveCount(0);
  });

  await test.step('the record holds sanitised HTML and [{name, fileId, url}]', async () => {
    const page1 = await answer<{ list: { id: string; title: string }[] }>(
      request.post(`/api/visualdev/OnlineDev/${modelId}/List`, { headers: { Authorization: admin }, data: { currentPage: 1, pageSize: 20 } }),
    );
    const id = page1.data.list.find((item) => item.title === title)?.id;
    expect(id).toBeTruthy();
    const record = await answer<{ body: string; attachments: { name: string; fileId: string; url: string }[] }>(
      request.get(`/api/visualdev/OnlineDev/${modelId}/${id}`, { headers: { Authorization: admin } }),
    );
    expect(record.data.body).toContain('<strong>重要</strong>');
    expect(record.data.attachments).toEqual([expect.objectContaining({ name: `合同${suffix}.txt`, fileId: expect.any(String), url: '' })]);
  });

  await test.step('the detail shows the bold text and the file', async () => {
    await row.getByRole('button', { name: '详情' }).click();
    const detail = page.locator(`sl-dialog[open][label="详情 - ${name}"]`);
    await expect(detail.getByRole('document', { name: '正文' }).locator('strong')).toHaveText('重要');
    await expect(detail.getByText(`合同${suffix}.txt`)).toBeVisible();
  });

  await test.step('the server refuses a script in the rich text and a file that is not there', async () => {
    const hostile = await answer<null>(
      request.post(`/api/visualdev/OnlineDev/${modelId}`, { headers: { Authorization: admin }, data: { title: 'x', body: '<p>x<img src=x onerror="alert(1)"></p>' } }),
    );
    expect(hostile).toMatchObject({ code: 400, msg: '正文包含不允许的脚本或事件，请在编辑器中重新编辑' });
    const missing = await answer<null>(
      request.post(`/api/visualdev/OnlineDev/${modelId}`, { headers: { Authorization: admin }, data: { title: 'x', body: '<p>x</p>', attachments: [{ name: '假的.pdf', fileId: 'no-such-file', url: '' }] } }),
    );
    expect(missing).toMatchObject({ code: 400, msg: '附件的文件“假的.pdf”不存在或无权使用，请重新上传' });
  });
});
