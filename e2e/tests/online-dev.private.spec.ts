// 在线开发 end to end (issue 15, "Done means"): an administrator creates a module and designs a
// 请假单 in the form designer, field by field from the palette (text, number, date range,
// dictionary select, user picker, a bill-rule number, a sub-table of expenses with its columns and a
// 合计 row, a calculated field over the sub-table), saves it, tries the designer's drag and drop with
// the mouse and undo, and releases the module from the list: its menu shows in the open portal at once. A user granted the
// menu and its buttons creates three records through the runtime form (合计 right in the sub-table
// and in the list), finds one by keyword and exports the list to xlsx; a user with the menu but no
// btn_add sees the list without the add button and the server refuses a hand-made create. The
// administrator adds a field and releases again: the old records keep their data. The code
// generator previews the generated TypeScript and downloads the zip.
// On a server of its own (private-server.ts): a released module's menu shows in every
// administrator's side menu.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { expect, type APIRequestContext, type Browser, type Download, type Locator, type Page } from '@playwright/test';
import { field, type Field } from '../../server/src/routes/visualdev/test-fixtures';
import { assignOnlyRole, createRole, grantMenuById } from './permission-seed';
import { test } from './private-server';
import { apiToken, createAccount, openSignedIn, sideMenu, signIn, type Account } from './support';
import { expectToast, newPortalContext } from './toasts';

test.use({ account: 'admin' });

const DESIGN_PAGE = '[data-page="onlineDev/webDesign"]';
const GENERATOR_PAGE = '[data-page="generator/webForm"]';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function answer<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<Envelope<T>> {
  return (await (await response).json()) as Envelope<T>;
}

/** What the property panel sets on a field just added: its label, field name and the rest by kind. */
interface FieldDesign {
  label: string;
  name: string;
  required?: boolean;
  precision?: string;
  dictionary?: string;
  billRule?: string;
  formula?: string;
}

/** A control's accessible name, with the asterisk a required one carries. */
const named = (text: string): RegExp => new RegExp(`^${text}( \\*)?$`);

/** The selected field's properties: label and field name, then what its kind needs. */
async function designField(page: Page, properties: Locator, design: FieldDesign): Promise<void> {
  await properties.getByRole('textbox', { name: named('标题') }).fill(design.label);
  await properties.getByRole('textbox', { name: named('字段名') }).fill(design.name);
  if (design.required) {
    await properties.locator('sl-switch', { hasText: '必填' }).click();
    await expect(properties.getByRole('switch', { name: '必填' })).toBeChecked();
  }
  if (design.precision !== undefined) await properties.getByRole('spinbutton', { name: named('小数位数') }).fill(design.precision);
  if (design.dictionary) {
    await properties.getByRole('combobox', { name: named('数据字典') }).click();
    await page.getByRole('option', { name: design.dictionary, exact: true }).click();
    await expect(properties.getByRole('alert').filter({ hasText: '请选择数据字典' })).toHaveCount(0);
  }
  if (design.billRule) {
    await properties.getByRole('button', { name: '请选择' }).click();
    const picker = page.locator('sl-dialog[open][label="选择单据规则"]');
    await picker.getByRole('radio', { name: design.billRule }).check();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(picker).toHaveCount(0);
    await expect(properties.getByRole('textbox', { name: named('单据规则') })).not.toHaveValue('');
  }
  if (design.formula) await properties.getByRole('textbox', { name: named('计算公式') }).fill(design.formula);
}

/** A session of an account of the test's own, signed in over HTTP as the portal does. */
async function tokenOf(request: APIRequestContext, user: Account): Promise<string> {
  const body = await answer<{ token: string }>(
    request.post('/api/oauth/Login', {
      form: { account: user.account, password: createHash('md5').update(user.password).digest('hex'), client_id: 'admin', scope: 'all', grant_type: 'password' },
    }),
  );
  expect(body.code, body.msg).toBe(200);
  return body.data.token;
}

/** A browser of its own for an account of the test's own, signed in through the form. */
async function portalOf(browser: Browser, baseURL: string | undefined, user: Account): Promise<Page> {
  // An empty state: a new context would otherwise start with the file's signed-in admin.
  const context = await newPortalContext(browser, { baseURL, locale: 'zh-CN', reducedMotion: 'reduce', storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, user.account, '/basic/dashboard', user.password);
  return page;
}

/** The download's bytes start like a zip (xlsx is one); returns its files' text. */
async function expectZip(download: Download, name: RegExp): Promise<Record<string, string>> {
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  return Object.fromEntries(Object.entries(unzipSync(new Uint8Array(bytes))).map(([file, content]) => [file, strFromU8(content)]));
}

/** An open dialog's content (slotted into sl-dialog, so not inside the role=dialog panel of its shadow root). */
function dialogLabelled(page: Page, label: string) {
  return page.locator(`sl-dialog[open][label="${label}"]`);
}

async function confirm(page: Page, text: string): Promise<void> {
  const dialog = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(dialog).toContainText(text);
  await dialog.locator('sl-button[data-action="confirm"]').click();
  await expect(dialog).toHaveCount(0);
}

/** Opens the side menu's 在线开发 folder (released modules go there) unless it is open. */
async function openOnlineDevFolder(page: Page): Promise<void> {
  const folder = sideMenu(page).getByRole('treeitem').filter({ has: page.getByRole('button', { name: '在线开发', exact: true }) }).first();
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.getByRole('button', { name: '在线开发', exact: true }).click();
  await expect(folder).toHaveAttribute('aria-expanded', 'true');
}

/** Opens the released module's page from the side menu (在线开发 → the module). */
async function openModulePage(page: Page, name: string, enCode: string): Promise<void> {
  await openOnlineDevFolder(page);
  await sideMenu(page).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/onlineDev/run/${enCode}$`));
}

/** The module this file made, deleted after the test even when it failed (its menu shows to every administrator). */
let madeModule: string | null = null;

test.afterEach(async ({ request }) => {
  if (madeModule === null) return;
  const admin = await apiToken(request, 'admin');
  await request.delete(`/api/visualdev/Base/${madeModule}`, { headers: { Authorization: admin } });
  madeModule = null;
});

interface Expense {
  item: string;
  amount: string;
  qty: string;
}

test('a 请假单 designed, released live, filled in by its users, re-released without data loss and generated as code', async ({ page, request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const name = `请假单${suffix}`;
  const enCode = `leave${suffix}`;
  const admin = await apiToken(request, 'admin');
  let modelId = '';

  await test.step('the administrator creates the module and designs the 请假单 field by field from the palette', async () => {
    await openSignedIn(page, '/onlineDev/webDesign');
    await page.locator(DESIGN_PAGE).getByRole('button', { name: '新建', exact: true }).click();
    const create = dialogLabelled(page, '新建功能');
    await create.getByRole('textbox', { name: '名称' }).fill(name);
    await create.getByRole('textbox', { name: '编码' }).fill(enCode);
    await create.getByRole('textbox', { name: '分类' }).fill('人事');
    await create.getByRole('button', { name: '确定' }).click();
    // The new module opens in the designer.
    const editor = dialogLabelled(page, `功能设计 - ${name}`);
    await expect(page.getByRole('dialog', { name: `功能设计 - ${name}` })).toBeVisible();
    const found = await answer<{ list: { id: string; enCode: string }[] }>(
      request.get('/api/visualdev/Base', { headers: { Authorization: admin }, params: { keyword: enCode, currentPage: 1, pageSize: 20 } }),
    );
    modelId = found.data.list.find((item) => item.enCode === enCode)?.id ?? '';
    expect(modelId).not.toBe('');
    madeModule = modelId;

    await editor.getByRole('tab', { name: '表单设计' }).click();
    const palette = editor.getByRole('navigation', { name: '添加字段' });
    const properties = editor.getByRole('complementary', { name: '字段属性' });
    const canvas = editor.getByRole('list', { name: '表单字段' });
    /** A palette item clicked: the new field goes to the end of the form, selected. */
    const add = async (kind: string, design: FieldDesign) => {
      await palette.getByRole('button', { name: kind, exact: true }).click();
      await expect(properties.getByRole('textbox', { name: named('标题') })).toHaveValue(kind);
      await designField(page, properties, design);
      await expect(canvas.getByRole('button', { name: `拖动「${design.label}」` })).toBeVisible();
    };
    await add('单行输入', { label: '标题', name: 'title', required: true });
    await add('数字输入', { label: '天数', name: 'days', required: true, precision: '1' });
    await add('日期范围', { label: '请假期间', name: 'period' });
    await add('数据字典', { label: '类型', name: 'leaveType', dictionary: '业务类型' });
    await add('用户选择', { label: '审批人', name: 'approver' });
    await add('单据组件', { label: '单号', name: 'code', billRule: '订单编号' });
    await add('设计子表', { label: '费用明细', name: 'tableField101' });
    // The sub-table's columns come from its own 添加子表列 select; each new column is selected.
    const addColumn = async (kind: string, design: FieldDesign) => {
      await canvas.getByRole('combobox', { name: '添加子表列' }).click();
      await page.getByRole('option', { name: kind, exact: true }).click();
      await expect(properties.getByRole('textbox', { name: named('标题') })).toHaveValue(kind);
      await designField(page, properties, design);
    };
    await addColumn('单行输入', { label: '项目', name: 'item', required: true });
    await addColumn('金额', { label: '金额', name: 'amount', required: true });
    await addColumn('数字输入', { label: '数量', name: 'qty' });
    await addColumn('计算公式', { label: '小计', name: 'subtotal', formula: 'amount * qty' });
    // The sub-table sums its 小计 in a 合计 row.
    await canvas.locator('li[data-key]', { hasText: '费用明细' }).locator('button[aria-pressed]').first().click();
    await properties.locator('sl-switch', { hasText: '显示合计' }).click();
    await expect(properties.getByRole('switch', { name: '显示合计' })).toBeChecked();
    await properties.locator('sl-checkbox', { hasText: '小计' }).click();
    await expect(properties.getByRole('checkbox', { name: '小计' })).toBeChecked();
    await add('计算公式', { label: '合计', name: 'total', formula: 'tableField101.subtotal' });

    await editor.getByRole('button', { name: '保存', exact: true }).click();
    await expectToast(page, `「${name}」已保存（发布后生效）`);
    // The footer's 关闭: the dialog's own × is named 关闭 too (Shoelace's zh-CN label).
    await editor.locator('[slot="footer"]').getByRole('button', { name: '关闭' }).click();
    await expect(editor).toHaveCount(0);
  });

  await test.step('the designer: a palette item dragged with the mouse onto the canvas, then undone', async () => {
    const row = page.locator(DESIGN_PAGE).locator('tbody tr', { hasText: enCode });
    await row.getByRole('button', { name: '设计' }).click();
    await expect(page.getByRole('dialog', { name: `功能设计 - ${name}` })).toBeVisible();
    const editor = dialogLabelled(page, `功能设计 - ${name}`);
    await editor.getByRole('tab', { name: '表单设计' }).click();
    const canvas = editor.getByRole('list', { name: '表单字段' });
    const titleField = canvas.getByRole('button', { name: '拖动「标题」' });
    await expect(titleField).toBeVisible();
    const added = canvas.getByRole('button', { name: '拖动「单行输入」' });
    await expect(added).toHaveCount(0);

    // @dnd-kit's PointerSensor: press, move past its 4 px activation distance, glide onto the first field, release.
    const source = await editor.getByRole('navigation', { name: '添加字段' }).getByRole('button', { name: '单行输入', exact: true }).boundingBox();
    const target = await titleField.boundingBox();
    if (!source || !target) throw new Error('the palette item or the canvas is not on screen');
    await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await page.mouse.down();
    await page.mouse.move(source.x + source.width / 2 + 10, source.y + source.height / 2 + 10, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
    await page.mouse.up();
    await expect(added).toHaveCount(1);

    await editor.getByRole('toolbar', { name: '设计工具' }).getByRole('button', { name: '撤销' }).click();
    await expect(added).toHaveCount(0);
    await expect(titleField).toBeVisible();
    // Undone is still an edit: closing asks before discarding it.
    await editor.locator('[slot="footer"]').getByRole('button', { name: '关闭' }).click();
    await confirm(page, `「${name}」有未保存的修改，确定关闭?`);
    await expect(editor).toHaveCount(0);
  });

  await test.step('released from the list: the menu shows in the open portal at once', async () => {
    await page.evaluate(() => Object.assign(window, { releaseMark: 'same page' }));
    const row = page.locator(DESIGN_PAGE).locator('tbody tr', { hasText: enCode });
    await row.getByRole('button', { name: '发布' }).click();
    await confirm(page, `确定发布「${name}」?`);
    await expectToast(page, `「${name}」已发布，菜单已更新`);
    await expect(row).toContainText('已发布');
    await openOnlineDevFolder(page);
    await expect(sideMenu(page).getByRole('button', { name, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { releaseMark?: string }).releaseMark)).toBe('same page');
  });

  const info = await answer<{ menuId: string | null }>(request.get(`/api/visualdev/Base/${modelId}`, { headers: { Authorization: admin } }));
  expect(info.code, info.msg).toBe(200);
  const menuId = info.data.menuId;
  expect(menuId).toBeTruthy();

  const records = [
    { title: `报销甲${suffix}`, days: '2', rows: [{ item: '机票', amount: '100', qty: '2' }, { item: '餐费', amount: '50.5', qty: '1' }], total: '250.50', listTotal: '250.5' },
    { title: `报销乙${suffix}`, days: '1.5', rows: [{ item: '车费', amount: '30', qty: '3' }, { item: '住宿', amount: '10', qty: '1' }], total: '100', listTotal: '100' },
    { title: `报销丙${suffix}`, days: '3', rows: [{ item: '资料', amount: '12.25', qty: '2' }, { item: '快递', amount: '0.5', qty: '3' }], total: '26', listTotal: '26' },
  ];

  await test.step('an authorised user creates three records through the form, finds one and exports the list', async () => {
    const role = createRole([{ menu: 'onlineDev' }]);
    grantMenuById(role, menuId!, ['btn_add', 'btn_edit', 'btn_remove', 'btn_download']);
    const user = await createAccount(request, 'leave');
    assignOnlyRole(user.account, role);
    const userPage = await portalOf(browser, baseURL, user);
    await openModulePage(userPage, name, enCode);
    const list = userPage.locator(`[data-page="onlineDev/run/${enCode}"]`);

    for (const record of records) {
      // The toolbar's add button is the portal's shared 新建; the form it opens is 新增 - <module>.
      await list.getByRole('button', { name: '新建', exact: true }).click();
      await expect(userPage.getByRole('dialog', { name: `新增 - ${name}` })).toBeVisible();
      const form = dialogLabelled(userPage, `新增 - ${name}`);
      await form.getByRole('textbox', { name: '标题' }).fill(record.title);
      await form.getByRole('spinbutton', { name: '天数' }).fill(record.days);
      const expenses = form.getByRole('table', { name: '费用明细' });
      await form.getByRole('button', { name: '添加一行' }).click();
      await form.getByRole('button', { name: '添加一行' }).click();
      for (const [index, expense] of (record.rows as Expense[]).entries()) {
        const line = expenses.locator(`tbody tr[data-row="${index}"]`);
        await line.getByRole('textbox', { name: '项目' }).fill(expense.item);
        await line.getByRole('spinbutton', { name: '金额' }).fill(expense.amount);
        await line.getByRole('spinbutton', { name: '数量' }).fill(expense.qty);
      }
      // The sub-table's 合计 row (non-integers to 2 decimals) and the main form's calculated 合计.
      await expect(expenses.locator('tfoot td[data-total="subtotal"]')).toHaveText(record.total);
      await expect(form.getByRole('textbox', { name: '合计', exact: true })).toHaveValue(record.listTotal);
      await form.getByRole('button', { name: '确定' }).click();
      await expect(form).toHaveCount(0);
      const headers = await list.locator('thead th').allTextContents();
      const totalColumn = headers.findIndex((header) => header.trim() === '合计');
      expect(totalColumn).toBeGreaterThan(-1);
      await expect(list.locator('tbody tr', { hasText: record.title }).locator('td').nth(totalColumn)).toHaveText(record.listTotal);
    }
    await expect(list.locator('tbody tr')).toHaveCount(3);

    // Keyword search finds the one record.
    await list.getByRole('textbox', { name: '关键词' }).fill(records[1]!.title);
    await list.getByRole('button', { name: '查询' }).click();
    await expect(list.locator('tbody tr')).toHaveCount(1);
    await expect(list.locator('tbody tr')).toContainText(records[1]!.title);
    await list.getByRole('button', { name: '重置' }).click();
    await expect(list.locator('tbody tr')).toHaveCount(3);

    // Export: an xlsx download.
    await list.getByRole('button', { name: '导出' }).click();
    await expect(userPage.getByRole('dialog', { name: '导出数据' })).toBeVisible();
    const exportDialog = dialogLabelled(userPage, '导出数据');
    const downloading = userPage.waitForEvent('download');
    await exportDialog.getByRole('button', { name: '导出' }).click();
    const sheet = Object.values(await expectZip(await downloading, /\.xlsx$/)).join('\n');
    for (const record of records) expect(sheet).toContain(record.title);
    await userPage.context().close();
  });

  await test.step('a user with the menu but no btn_add sees the list without the add button; the server refuses a made-up create', async () => {
    const role = createRole([{ menu: 'onlineDev' }]);
    grantMenuById(role, menuId!);
    const viewer = await createAccount(request, 'leaveview');
    assignOnlyRole(viewer.account, role);
    const viewerPage = await portalOf(browser, baseURL, viewer);
    await openModulePage(viewerPage, name, enCode);
    const list = viewerPage.locator(`[data-page="onlineDev/run/${enCode}"]`);
    await expect(list.locator('tbody tr')).toHaveCount(3);
    await expect(list.getByRole('button', { name: '新建', exact: true })).toHaveCount(0);
    await viewerPage.context().close();

    const token = await tokenOf(request, viewer);
    const refused = await answer<unknown>(
      request.post(`/api/visualdev/OnlineDev/${modelId}`, { headers: { Authorization: token }, data: { title: `伪造${suffix}`, days: 1, tableField101: [] } }),
    );
    expect(refused.code, refused.msg).toBe(403);
  });

  await test.step('a field added and released again: the old records keep their data', async () => {
    // The module as designed above, with one more field.
    const designed = await answer<{ fullName: string; enCode: string; category: string; type: number; formData: string; columnData: string; tables: string }>(
      request.get(`/api/visualdev/Base/${modelId}`, { headers: { Authorization: admin } }),
    );
    expect(designed.code, designed.msg).toBe(200);
    const form = JSON.parse(designed.data.formData) as { fields: Field[] };
    const main = form.fields.find((item) => item.__vModel__ === 'title')?.__config__.tableName;
    const withRemark = { ...form, fields: [...form.fields, field('comInput', 'remark', '备注', { tableName: main })] };
    const body = { ...designed.data, formData: JSON.stringify(withRemark) };
    const saved = await answer<null>(request.put(`/api/visualdev/Base/${modelId}`, { headers: { Authorization: admin }, data: body }));
    expect(saved.code, saved.msg).toBe(200);
    const released = await answer<{ version: number }>(request.post(`/api/visualdev/Base/${modelId}/Actions/Release`, { headers: { Authorization: admin }, data: {} }));
    expect(released.code, released.msg).toBe(200);
    expect(released.data.version).toBe(2);

    const listed = await answer<{ list: Record<string, unknown>[] }>(
      request.post(`/api/visualdev/OnlineDev/${modelId}/List`, { headers: { Authorization: admin }, data: { currentPage: 1, pageSize: 20 } }),
    );
    expect(listed.code, listed.msg).toBe(200);
    expect(listed.data.list).toHaveLength(3);
    for (const record of records) {
      const row = listed.data.list.find((item) => item.title === record.title);
      expect(row, record.title).toBeDefined();
      expect(Number(row!.days)).toBe(Number(record.days));
      expect(Number(row!.total)).toBe(Number(record.listTotal));
      const detail = await answer<Record<string, unknown>>(request.get(`/api/visualdev/OnlineDev/${modelId}/${String(row!.id)}`, { headers: { Authorization: admin } }));
      expect(detail.code, detail.msg).toBe(200);
      const expenses = detail.data.tableField101 as { item: string; amount: number; qty: number }[];
      expect(expenses.map((expense) => [expense.item, Number(expense.amount), Number(expense.qty)])).toEqual(
        (record.rows as Expense[]).map((expense) => [expense.item, Number(expense.amount), Number(expense.qty)]),
      );
    }
  });

  await test.step('the code generator previews the generated TypeScript and downloads the zip', async () => {
    await openSignedIn(page, '/generator/webForm');
    const row = page.locator(GENERATOR_PAGE).locator('tbody tr', { hasText: enCode });
    await row.getByRole('button', { name: '预览代码' }).click();
    await expect(page.getByRole('dialog', { name: `预览代码：${name}` })).toBeVisible();
    const preview = dialogLabelled(page, `预览代码：${name}`);
    const files = preview.getByRole('navigation', { name: '文件' });
    await expect(files).toBeVisible();
    await expect(files.getByRole('button', { name: 'api.ts' })).toBeVisible();
    await files.getByRole('button', { name: 'types.ts' }).click();
    const source = preview.getByRole('region', { name: 'src/types.ts' });
    await expect(source.locator('[data-highlighted="true"]')).toContainText('export interface');
    const downloading = page.waitForEvent('download');
    await preview.getByRole('button', { name: '下载代码' }).click();
    const zip = await expectZip(await downloading, /\.zip$/);
    expect(Object.entries(zip).some(([file, text]) => file.endsWith('types.ts') && text.includes('export interface'))).toBe(true);
  });

  // Put back what every administrator sees: the module and its menu go.
  const removed = await answer<null>(request.delete(`/api/visualdev/Base/${modelId}`, { headers: { Authorization: admin } }));
  expect(removed.code, removed.msg).toBe(200);
  madeModule = null;
});
