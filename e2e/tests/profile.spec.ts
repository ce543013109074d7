import { expect, type Page } from '@playwright/test';
import { lastSmsCode } from './sign-in-support';
import { createAccount, signIn, type Account, test } from './support';
import { expectToast } from './toasts';

// The smallest valid PNG (1×1, transparent), for avatar and signature uploads.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000100' + '05fe02fea70000000049454e44ae426082',
  'hex',
);

/** Opens the profile from the user menu (the route every user has). */
async function openProfile(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-page')).toBeVisible();
}

function profileTab(page: Page, name: string) {
  return page.getByTestId('profile-page').getByRole('tab', { name });
}

// Each test edits its own account: a profile is global state of that user.
let user: Account;
test.beforeEach(async ({ request }) => {
  user = await createAccount(request, 'prof');
});

test('base info: validation, then the saved name shows in the header and after a reload', async ({ page }) => {
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await openProfile(page);
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: /个人信息/ })).toBeVisible();
  const form = page.getByTestId('profile-form');
  await expect(page.getByTestId('profile-details')).toContainText(user.account);

  await form.getByRole('textbox', { name: '姓名' }).fill('');
  await form.getByRole('textbox', { name: '邮箱' }).fill('not-an-email');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('请输入姓名')).toBeVisible();
  await expect(form.getByText('请输入正确的邮箱')).toBeVisible();

  await form.getByRole('textbox', { name: '姓名' }).fill('资料测试员');
  await form.getByRole('textbox', { name: '邮箱' }).fill('tester@example.com');
  await form.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
  await expect(page.getByTestId('user-menu')).toContainText('资料测试员');

  await page.reload();
  await expect(page.getByTestId('user-menu')).toContainText('资料测试员');
  await expect(page.getByTestId('profile-form').getByRole('textbox', { name: '邮箱' })).toHaveValue('tester@example.com');
});

test('a phone change needs its code: a wrong one or one sent for another number changes nothing', async ({ page, request }) => {
  test.slow(); // three reloads and six server round trips on a shared machine
  // A number of this test's own (the run's accounts are new each time).
  const phone = `137${String(Date.now()).slice(-8)}`;
  const other = phone.endsWith('0') ? `${phone.slice(0, -1)}1` : `${phone.slice(0, -1)}0`;
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await openProfile(page);
  const mobile = page.getByTestId('profile-mobile');
  await expect(mobile.getByRole('textbox', { name: '手机' })).toHaveValue('');
  await expect(mobile.getByRole('textbox', { name: '手机' })).toHaveAttribute('readonly', '');

  await mobile.getByRole('button', { name: '更换手机号' }).click();
  await mobile.getByRole('textbox', { name: '新手机号' }).fill(phone);
  await mobile.getByRole('button', { name: '获取验证码' }).click();
  await expect(mobile.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  const code = await lastSmsCode(request, phone);

  // A wrong code: refused, and the profile still has no number.
  await mobile.getByRole('textbox', { name: '短信验证码' }).fill(code === '000000' ? '111111' : '000000');
  await mobile.getByRole('button', { name: '验证并保存' }).click();
  await expectToast(page, '验证码错误');
  // The right code, but for another number than the one it was sent to: refused too.
  await mobile.getByRole('textbox', { name: '新手机号' }).fill(other);
  await mobile.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await mobile.getByRole('button', { name: '验证并保存' }).click();
  await expectToast(page, '验证码已失效，请重新获取');
  await page.reload();
  await expect(page.getByTestId('profile-mobile').getByRole('textbox', { name: '手机' })).toHaveValue('');

  // The code with its own number saves it, verified.
  await page.getByTestId('profile-mobile').getByRole('button', { name: '更换手机号' }).click();
  await page.getByTestId('profile-mobile').getByRole('textbox', { name: '新手机号' }).fill(phone);
  await page.getByTestId('profile-mobile').getByRole('textbox', { name: '短信验证码' }).fill(code);
  await page.getByTestId('profile-mobile').getByRole('button', { name: '验证并保存' }).click();
  await expectToast(page, '手机号已验证并保存');
  await page.reload();
  const saved = page.getByTestId('profile-mobile');
  await expect(saved.getByRole('textbox', { name: '手机' })).toHaveValue(phone);
  await expect(saved).toContainText('已验证，可用于短信登录');
});

test('avatar: choosing one of the set and uploading one change the navbar avatar', async ({ page }) => {
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await openProfile(page);
  await profileTab(page, '头像').click();
  const navbarImage = page.getByTestId('navbar-avatar').locator('img');

  await page.locator('[data-avatar="avatar-3.svg"]').click();
  await expectToast(page, '头像已更新');
  await expect(navbarImage).toHaveAttribute('src', '/api/file/Image/userAvatar/avatar-3.svg');
  await expect(page.locator('[data-avatar="avatar-3.svg"]')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('avatar-upload').locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(navbarImage).toHaveAttribute('src', /\/api\/file\/Image\/userAvatar\/[0-9a-f]{32}\.png$/);
  const uploaded = await navbarImage.getAttribute('src');
  // The picture itself is served and is the uploaded file.
  const response = await page.request.get(uploaded!);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await response.body()).equals(PNG)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('navbar-avatar').locator('img')).toHaveAttribute('src', uploaded!);

  // Not an image: refused before upload with the spec message.
  await profileTab(page, '头像').click();
  await page.getByTestId('avatar-upload').locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectToast(page, '请上传图片');
});

test('authorisations: the user’s own menus, buttons and columns as read-only trees', async ({ page }) => {
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await openProfile(page);
  await profileTab(page, '我的权限').click();
  const modules = page.getByTestId('authorize-module');
  await expect(modules.getByRole('row', { name: /数据字典/ })).toBeVisible();
  // A staff account: columns of its pages, but none of the add / edit / delete buttons.
  // A click lands only once Shoelace has defined and rendered the radio buttons (components load
  // on first use; before that the label text shows but nothing handles the click).
  await expect(page.getByTestId('authorize-kind').locator('sl-radio-button').last().locator('[part="button"]')).toBeVisible();
  await page.getByTestId('authorize-kind').getByText('按钮').click();
  await expect(page.getByTestId('authorize-button').getByText('暂无数据')).toBeVisible();
  await page.getByTestId('authorize-kind').getByText('列表').click();
  const columns = page.getByTestId('authorize-column');
  await expect(columns.getByRole('row', { name: /web 功能设计/ })).toBeVisible();
  await expect(columns.getByRole('row', { name: '名称 fullName' }).first()).toBeVisible();
  await expect(columns.getByText('暂无数据')).toHaveCount(0);
});

test('authorisations: the administrator sees the buttons too', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/profile');
  await profileTab(page, '我的权限').click();
  // A click lands only once Shoelace has defined and rendered the radio buttons (components load
  // on first use; before that the label text shows but nothing handles the click).
  await expect(page.getByTestId('authorize-kind').locator('sl-radio-button').last().locator('[part="button"]')).toBeVisible();
  await page.getByTestId('authorize-kind').getByText('按钮').click();
  await expect(page.getByTestId('authorize-button').getByRole('row', { name: /btn_add/ }).first()).toBeVisible();
});

test('system log: the sign-in is listed; the request log can be searched', async ({ page }) => {
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await openProfile(page);
  await profileTab(page, '系统日志').click();
  const log = page.getByTestId('system-log');
  await expect(log.getByRole('row', { name: /127\.0\.0\.1.*登录成功/ })).toHaveCount(1);

  await page.getByTestId('log-category').getByText('请求日志').click();
  await expect(log.getByRole('row', { name: /BaseInfo/ }).first()).toBeVisible();
  await page.getByLabel('请输入关键词查询').getByPlaceholder('请输入关键词查询').fill('SignImg-never-called');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(log.getByText('暂无数据')).toBeVisible();
});

test('signature images: upload two, make the second default, delete one after confirming', async ({ page }) => {
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await openProfile(page);
  await profileTab(page, '电子签名').click();
  const list = page.getByTestId('sign-list');
  const file = page.getByTestId('sign-upload').locator('input[type=file]');

  await file.setInputFiles({ name: 'sign1.png', mimeType: 'image/png', buffer: PNG });
  await expect(list.locator('[data-sign]')).toHaveCount(1);
  await file.setInputFiles({ name: 'sign2.png', mimeType: 'image/png', buffer: PNG });
  await expect(list.locator('[data-sign]')).toHaveCount(2);
  // Newest first; the first signature became the default.
  await expect(list.locator('[data-sign]').nth(1)).toHaveAttribute('data-default', '');

  await list.locator('[data-sign]').nth(0).getByRole('button', { name: '设为默认' }).click();
  await expect(list.locator('[data-sign]').nth(0)).toHaveAttribute('data-default', '');
  await expect(list.locator('[data-sign][data-default]')).toHaveCount(1);

  await list.locator('[data-sign]').nth(1).getByRole('button', { name: '删除' }).click();
  const confirm = page.locator('sl-dialog[label="提示"]');
  await expect(confirm).toContainText(/此操作将永久删除“签名 \d”, 是否继续\?/);
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(list.locator('[data-sign]')).toHaveCount(1);
  await expect(list.locator('[data-sign][data-default]')).toHaveCount(1);
});

test('about dialog: 400 px, with product name, version and copyright', async ({ page }) => {
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '关于' }).click();
  const dialog = page.locator('sl-dialog[label="关于"]');
  await expect(dialog.getByTestId('about-details')).toContainText('V1.0.0');
  await expect(dialog.getByTestId('about-details')).toContainText('Copyright');
  const box = await dialog.locator('[part="panel"]').boundingBox();
  expect(box?.width).toBe(400);
  // Shoelace's own labels follow the portal's language: its × says 关闭, like the footer's button.
  await expect(dialog.locator('[part~="close-button"] button')).toHaveAccessibleName('关闭');
  await dialog.locator('[slot="footer"]').getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);
});
