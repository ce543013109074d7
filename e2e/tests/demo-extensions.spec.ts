// 扩展示例 end to end: 表格示例 (JNPF's /api/extend/TableExample: a project list with flags, postils,
// in-place row editing and a type tree) and 表单示例 (the form kit and the shared rules, saving
// nothing), in the real portal against the real server. Each test makes its own project, so the
// seeded rows and other workers' tests never meet it.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, apiToken, openSignedIn, test } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

interface ProjectRow {
  id: string;
  projectName: string;
  sign: string;
  postilCount: number;
  costAmount: number;
}

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function projectByCode(page: Page, code: string): Promise<ProjectRow> {
  const token = await apiToken(page.request);
  const found = await apiGet<{ list: ProjectRow[] }>(page.request, `/api/extend/TableExample?keyword=${encodeURIComponent(code)}&currentPage=1&pageSize=20`, token);
  expect(found.data.list).toHaveLength(1);
  return found.data.list[0] as ProjectRow;
}

async function search(scope: Locator, keyword: string): Promise<void> {
  const box = scope.getByRole('textbox', { name: '关键词' });
  await box.fill(keyword);
  await box.press('Enter');
}

test('表格示例: a project is created with the form rules, flagged, annotated, edited in place and deleted', async ({ page }) => {
  const code = unique('E2E');
  await openSignedIn(page, '/extend/tableDemo');
  const content = page.locator('[data-page="extend/tableDemo"]');
  // The seeded projects and the whole filter's sums.
  await expect(content.locator('tbody tr').first()).toBeVisible();
  await expect(content.getByText(/合计/)).toBeVisible();

  // The dialog's rules speak before the server is asked.
  await content.getByRole('button', { name: '新建' }).first().click();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await expect(page.getByRole('dialog', { name: '新建项目' })).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  for (const message of ['请输入项目名称', '请输入项目编码', '请选择项目类型', '请输入客户名称', '请输入负责人']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  const field = (label: string) => dialog.getByRole('textbox', { name: label });
  await field('项目名称').fill('E2E 演示项目');
  await field('项目编码').fill(code);
  await dialog.getByRole('combobox', { name: '项目类型' }).click();
  await page.getByRole('option', { name: '金融业' }).click();
  await field('客户名称').fill('E2E 客户');
  await field('负责人').fill('张三');
  await dialog.getByRole('spinbutton', { name: '费用金额' }).fill('12.345');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('费用金额最多保留两位小数', { exact: true })).toBeVisible();
  await dialog.getByRole('spinbutton', { name: '费用金额' }).fill('1234.5');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  await expect(dialog).toHaveCount(0);

  await search(content, code);
  const row = content.locator('tbody tr', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('E2E 演示项目');
  await expect(row).toContainText('金融业');
  await expect(row).toContainText('1,234.50');

  // A flag is one click, kept by the server.
  const red = row.getByRole('button', { name: '红色标记' });
  await expect(red).toHaveAttribute('aria-pressed', 'false');
  await red.click();
  await expect(red).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await projectByCode(page, code)).sign).toBe('1000000');

  // A postil: the empty one is refused in JNPF's words; a sent one counts in the row.
  await row.getByRole('button', { name: /查看批注/ }).click();
  const drawer = page.locator('sl-drawer[open]');
  await drawer.getByRole('button', { name: '发送' }).click();
  await expect(drawer.getByText('批注内容不能为空')).toBeVisible();
  await drawer.getByRole('textbox', { name: '批注内容' }).fill('E2E 批注：请核对预算');
  await drawer.getByRole('button', { name: '发送' }).click();
  await expectToast(page, '发送成功');
  await expect(drawer.getByText('E2E 批注：请核对预算')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: '查看批注（1条）' })).toBeVisible();
  expect((await projectByCode(page, code)).postilCount).toBe(1);

  // 编辑表格: the row becomes inputs; a wrong amount is refused beside its cell, a right one saved.
  await content.getByRole('tab', { name: '编辑表格' }).click();
  const editable = content.locator('sl-tab-panel[active]');
  await search(editable, code);
  const editRow = editable.locator('tbody tr', { hasText: code });
  await editRow.getByRole('button', { name: '编辑' }).click();
  const editing = editable.locator('tbody tr').filter({ has: page.getByRole('button', { name: '保存' }) });
  await editing.getByRole('spinbutton', { name: '费用金额' }).fill('-1');
  await editing.getByRole('button', { name: '保存' }).click();
  await expect(editing.getByText('费用金额应在 0 到 9999999999.99 之间')).toBeVisible();
  await editing.getByRole('spinbutton', { name: '费用金额' }).fill('88');
  await editing.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
  await expect.poll(async () => (await projectByCode(page, code)).costAmount).toBe(88);

  // Deleting names the project and asks first.
  await content.getByRole('tab', { name: '普通表格' }).click();
  const plain = content.locator('sl-tab-panel[active]');
  await search(plain, code);
  await plain.locator('tbody tr', { hasText: code }).getByRole('button', { name: '删除' }).click();
  const confirmation = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(confirmation).toContainText('E2E 演示项目');
  await confirmation.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '删除成功');
  await expect(plain.locator('tbody tr', { hasText: code })).toHaveCount(0);
});

test('表格示例: the type tree narrows the list to a branch; the server refuses the viewer’s writes', async ({ page }) => {
  await openSignedIn(page, '/extend/tableDemo');
  const content = page.locator('[data-page="extend/tableDemo"]');
  await content.getByRole('tab', { name: '树形表格' }).click();
  const panel = content.locator('sl-tab-panel[active]');
  await panel.getByRole('treeitem', { name: '金融业' }).click();
  // Every row of the branch, and only those (the seed has projects of other types on the first page).
  const rows = panel.locator('tbody tr');
  await expect(rows.first()).toContainText('金融业');
  await expect.poll(() => rows.evaluateAll((list) => list.every((row) => row.textContent?.includes('金融业')))).toBe(true);

  // The viewer (普通员工) reads the page but may not write.
  const viewer = await apiToken(page.request, 'viewer');
  expect((await apiGet<{ list: ProjectRow[] }>(page.request, '/api/extend/TableExample?currentPage=1&pageSize=5', viewer)).data.list).toHaveLength(5);
  const refused = await page.request.post('/api/extend/TableExample', {
    headers: { Authorization: viewer },
    data: { projectName: 'x', projectCode: unique('V'), projectType: 'x', customerName: 'x', principal: 'x' },
  });
  expect(((await refused.json()) as { code: number }).code).toBe(403);
});

test('表单示例: every rule speaks on an empty submit, and a valid one shows the values without saving them', async ({ page }) => {
  await openSignedIn(page, '/extend/formDemo');
  const content = page.locator('[data-page="extend/formDemo"]');
  await content.getByRole('button', { name: '提交' }).click();
  await expect(content.getByText('有 8 项需要修改')).toBeVisible();
  for (const message of ['单行文本不能为空', '下拉选择不能为空', '日期不能为空', '部门选择不能为空', '手机号不能为空', '邮箱不能为空', '密码不能为空', '确认密码不能为空']) {
    await expect(content.getByText(message, { exact: true })).toBeVisible();
  }

  await content.getByRole('textbox', { name: '单行文本' }).fill('E2E 表单');
  await content.getByRole('combobox', { name: /^下拉选择/ }).click();
  await page.getByRole('option', { name: '选项二' }).click();
  await content.locator('[data-field="date"] sl-input').evaluate((element) => {
    const input = element as HTMLInputElement;
    input.value = '2026-03-01';
    input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
    input.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
  });
  await content.getByRole('button', { name: /^部门选择:/ }).click();
  const picker = page.locator('sl-dialog[label="部门选择"]');
  await picker.getByRole('button', { name: '展开 Atrium 科技有限公司' }).click();
  await picker.getByRole('treeitem', { name: '研发部' }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(content.getByRole('button', { name: '部门选择: 研发部' })).toBeVisible();
  await content.getByRole('textbox', { name: '手机号' }).fill('1380013800');
  await content.getByRole('textbox', { name: '邮箱' }).fill('e2e@example.com');
  await content.locator('[data-field="password"] input').fill('Abcdefg1!x');
  await content.locator('[data-field="confirmPassword"] input').fill('Abcdefg1!y');
  await content.getByRole('button', { name: '提交' }).click();
  await expect(content.getByText('请输入正确的手机号码')).toBeVisible();
  await expect(content.getByText('两次密码输入不一致')).toBeVisible();
  await content.getByRole('textbox', { name: '手机号' }).fill('13800138000');
  await content.locator('[data-field="confirmPassword"] input').fill('Abcdefg1!x');
  await content.getByRole('button', { name: '提交' }).click();

  const result = page.locator('sl-dialog[open]', { hasText: '提交的数据' });
  await expect(result).toBeVisible();
  const json = JSON.parse((await result.getByLabel('表单数据（JSON）').textContent()) ?? '{}') as Record<string, unknown>;
  expect(json).toMatchObject({ text: 'E2E 表单', select: 'o2', mobile: '13800138000', email: 'e2e@example.com', password: '******' });
});
