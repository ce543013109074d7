// The serial-number rule picker and the area picker of @atrium/ui (issue 4 items 2 and 3), in a
// real page against the real server. No page embeds them yet, so the test mounts each one the way
// a page would: React and @atrium/ui from the import map.
import { expect, type Page } from '@playwright/test';
import { openSignedIn, test } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

/** Renders `<Component {...props}>` from @atrium/ui into a fresh element; results land on window.__picked. */
async function mount(page: Page, component: 'BillRulePicker' | 'AreaPicker', props: string): Promise<void> {
  // A string, not a function: the page has no helpers of the test's compiler.
  await page.evaluate(`(async () => {
    const [React, ReactDOM, ui] = await Promise.all([System.import('react'), System.import('react-dom/client'), System.import('@atrium/ui')]);
    window.__picked = [];
    const host = document.createElement('div');
    document.body.append(host);
    const pick = (...values) => window.__picked.push(values);
    ReactDOM.createRoot(host).render(React.createElement(ui.${component}, ${props}));
  })()`);
}

const picked = (page: Page) => page.evaluate('window.__picked') as Promise<unknown[][]>;

test('the bill-rule picker needs a choice, searches by keyword and hands back the chosen rule', async ({ page }) => {
  await openSignedIn(page);
  await mount(page, 'BillRulePicker', `{ onConfirm: (rule) => pick(rule.enCode), onClose: () => pick('closed') }`);
  const dialog = page.locator('sl-dialog[label="选择单据规则"]');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '订单编号' })).toBeVisible();

  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '请选择一条数据');
  expect(await picked(page)).toEqual([]);

  await dialog.getByRole('textbox', { name: '关键词' }).fill('合同');
  await dialog.getByRole('textbox', { name: '关键词' }).press('Enter');
  await expect(dialog.getByRole('radio')).toHaveCount(1);
  await dialog.getByRole('radio', { name: '合同编号' }).check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => picked(page)).toEqual([['ContractNumber']]);
});

test('the area picker walks province → city → district and answers at the leaf only', async ({ page }) => {
  await openSignedIn(page);
  await mount(page, 'AreaPicker', `{ value: [], onChange: (paths, names) => pick(names) }`);
  const choose = async (label: string, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await choose('省', '江苏省');
  await choose('市', '南京市');
  expect(await picked(page)).toEqual([]);
  const districts = page.getByRole('combobox', { name: '区县' });
  await expect(districts).toBeVisible();
  await districts.click();
  const first = page.getByRole('option').first();
  const district = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect.poll(() => picked(page)).toEqual([[[['江苏省', '南京市', district]]]]);
});
