// Dialogs, forms, lists, drawers and settings alike (issue 17 items 5, 6, 7 and 9): a dialog names
// the thing, marks its required fields, sends the focus to the first field in error, and shows the
// parent an edit cannot change; selects show 请选择; a bulk delete names what goes; the area tree
// narrows to a keyword; an empty list shows its picture and a way forward; the message drawer and
// the chat panel share one header; the system configuration keeps its save bar in view, uploads
// logos with a preview and disables dependent fields. Read-only, but for one test's own messages.
import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, createAccount, headerControl, onPhone, openSignedIn, readOnlyTest as test, shoelaceReady, signIn, test as freshTest } from './support';
import { newPortalContext } from './toasts';

test.use({ account: 'admin' });

const DICTIONARY = '[data-page="systemData/dictionary"]';
const AREA = '[data-page="system/area"]';

async function formDialog(page: Page, title: string): Promise<Locator> {
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  return page.locator('sl-dialog[open]:not(.atrium-confirm)');
}

test('the new dictionary dialog is titled 新建字典, marks required fields and focuses the first field in error', async ({ page }) => {
  await openSignedIn(page, '/systemData/dictionary');
  const content = page.locator(DICTIONARY);
  await content.getByRole('treeitem', { name: '性别' }).click();
  await expect(content.getByRole('heading', { name: '性别' })).toBeVisible();
  await content.getByRole('button', { name: '新建' }).click();

  const dialog = await formDialog(page, '新建字典');
  await shoelaceReady(page);
  // The asterisk: on the fields the form requires, not on the others.
  await expect(dialog.locator('[data-field="fullName"][data-required]')).toHaveCount(1);
  await expect(dialog.locator('[data-field="enCode"][data-required]')).toHaveCount(1);
  await expect(dialog.locator('[data-field="description"][data-required]')).toHaveCount(0);
  const mark = await dialog.locator('[data-field="fullName"] sl-input').evaluate((input) => {
    const label = input.shadowRoot?.querySelector('[part~="form-control-label"]');
    return label ? getComputedStyle(label, '::after').content : '';
  });
  expect(mark).toContain('*');

  // Submitting it empty: the messages appear and the focus lands in 名称, the first field in error.
  const box = await dialog.boundingBox();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入名称', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入编码', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '名称' })).toBeFocused();
  // The messages sit in the rows' margins: the dialog keeps its place and size (within a pixel or two).
  const after = await dialog.boundingBox();
  if (box && after) {
    expect(Math.abs(after.y - box.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.height - box.height)).toBeLessThanOrEqual(2);
  }
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});

test('editing a top-level dictionary entry shows its category as the fixed 上级', async ({ page }) => {
  await openSignedIn(page, '/systemData/dictionary');
  const content = page.locator(DICTIONARY);
  await content.getByRole('treeitem', { name: '行业分类' }).click();
  await expect(content.getByRole('heading', { name: '行业分类' })).toBeVisible();
  await content.locator('tbody tr', { hasText: '制造业' }).first().getByRole('button', { name: '编辑' }).click();

  const dialog = await formDialog(page, '编辑字典');
  await expect(dialog.getByRole('textbox', { name: '名称' })).toHaveValue('制造业');
  const parent = dialog.getByRole('combobox', { name: '上级' });
  await expect(parent).toHaveValue('行业分类');
  await expect(parent).toBeDisabled();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the area tree narrows to a keyword, opened down to the match, and 重置 brings it all back', async ({ page }) => {
  await openSignedIn(page, '/system/area');
  const content = page.locator(AREA);
  const row = (name: string) => content.locator('tbody tr', { hasText: name });
  await expect(row('北京市')).toBeVisible();
  await expect(row('福田区')).toHaveCount(0);

  const keyword = content.getByRole('textbox', { name: '关键词' });
  await keyword.fill('福田');
  await keyword.press('Enter');
  await expect(row('福田区')).toBeVisible();
  await expect(row('深圳市')).toBeVisible();
  await expect(row('广东省')).toBeVisible();
  await expect(row('北京市')).toHaveCount(0);
  await expect(row('江苏省')).toHaveCount(0);
  await expect(row('广州市')).toHaveCount(0);

  await content.getByRole('button', { name: '重置' }).click();
  await expect(row('北京市')).toBeVisible();
  await expect(row('江苏省')).toBeVisible();
  await expect(row('福田区')).toHaveCount(0);
});

test('the change-password dialog is the shared form dialog: asterisks, red messages, the focus in 旧密码', async ({ page }) => {
  await openSignedIn(page, '/basic/dashboard');
  await (await headerControl(page, (scope) => scope.getByTestId('user-menu'))).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const dialog = page.locator('sl-dialog[open][label="修改密码"]');
  await expect(dialog).toBeVisible();
  await shoelaceReady(page);
  for (const field of ['oldPassword', 'password', 'password2', 'code']) {
    await expect(dialog.locator(`[data-field="${field}"][data-required]`)).toHaveCount(1);
  }
  await expect(dialog.getByTestId('password-captcha').locator('img')).toBeVisible();

  await dialog.getByRole('button', { name: '确定' }).click();
  const message = dialog.getByText('旧密码不能为空', { exact: true });
  await expect(message).toBeVisible();
  await expect(dialog.getByText('验证码不能为空', { exact: true })).toBeVisible();
  // Red, as every form's messages (not the input's grey help text).
  const color = await message.evaluate((element) => getComputedStyle(element).color);
  const [red = 0, green = 0] = (color.match(/\d+/g) ?? []).map(Number);
  expect(red).toBeGreaterThan(green + 80);
  await expect(dialog.getByRole('textbox', { name: '旧密码' })).toBeFocused();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the print template editor shows 请选择 in its empty selects', async ({ page }) => {
  await openSignedIn(page, '/system/printDev');
  const content = page.locator('[data-page="system/printDev"]');
  await content.getByRole('button', { name: '新建' }).first().click();
  const editor = page.locator('sl-dialog[open][label="新建打印模板"]');
  await expect(editor).toBeVisible();
  await shoelaceReady(page);
  // Every select of the settings says 请选择 while empty (the placeholder of its inner combobox).
  const settings = editor.getByRole('combobox');
  // Polled: the last selects render a moment after the dialog opens (on an already booted portal
  // shoelaceReady has nothing to wait for, so a single count came too early).
  await expect.poll(() => settings.count()).toBeGreaterThanOrEqual(3);
  for (const select of await settings.all()) await expect(select).toHaveAttribute('placeholder', '请选择');
  // 表单 (the form a form template prints), required, on the data-source tab.
  await editor.getByRole('radio', { name: '表单' }).click();
  await editor.getByRole('tab', { name: '数据源' }).click();
  const form = editor.getByRole('combobox', { name: '表单 *' });
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('placeholder', '请选择');
  await editor.getByRole('button', { name: '取消' }).click();
  await expect(editor).toHaveCount(0);
});

/** Creates and releases a notice for one user only (a notice to everyone would reach other tests' inboxes). */
async function noticeFor(request: APIRequestContext, token: string, userId: string, title: string): Promise<void> {
  const headers = { Authorization: token };
  const created = (await (await request.post('/api/message', { headers, data: { title, bodyText: `<p>${title}</p>`, files: [], toUserIds: [userId] } })).json()) as { code: number; data: { id: string } };
  expect(created.code).toBe(200);
  const released = (await (await request.put(`/api/message/${created.data.id}/Actions/Release`, { headers })).json()) as { code: number };
  expect(released.code).toBe(200);
}

test('a bulk delete in the message centre names the first messages and how many go', async ({ browser, request }) => {
  const user = await createAccount(request, 'bulk');
  const login = (await (await request.post('/api/oauth/Login', {
    form: { account: user.account, password: createHash('md5').update(user.password).digest('hex'), client_id: 'admin', scope: 'all', grant_type: 'password' },
  })).json()) as { data: { token: string } };
  const current = (await (await request.get('/api/oauth/CurrentUser', { headers: { Authorization: login.data.token } })).json()) as { data: { userInfo: { userId: string } } };
  const admin = await apiToken(request);
  const suffix = Date.now().toString(36);
  const titles = ['甲', '乙', '丙', '丁'].map((name) => `批量-${name}-${suffix}`);
  for (const title of titles) await noticeFor(request, admin, current.data.userInfo.userId, title);

  // The test's own account, in a context of its own (the file's is signed in as admin).
  const page = await (await newPortalContext(browser, { locale: 'zh-CN', storageState: { cookies: [], origins: [] } })).newPage();
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await page.goto('/messageRecord');
  const centre = page.locator('[data-page="messageRecord"]');
  for (const title of titles) await expect(centre.getByRole('button', { name: title })).toBeVisible();
  await centre.getByRole('checkbox', { name: '全选' }).check();
  await centre.getByRole('button', { name: '删除', exact: true }).click();
  const confirmation = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(confirmation).toContainText('等 4 项, 是否继续?');
  const text = (await confirmation.textContent()) ?? '';
  expect(titles.filter((title) => text.includes(`“${title}”`))).toHaveLength(3);
  await confirmation.getByRole('button', { name: '确定' }).click();
  for (const title of titles) await expect(centre.getByRole('button', { name: title })).toHaveCount(0);
  await page.context().close();
});

test('an empty search shows the list kit\'s picture and 清空搜索, with no icon font or glyph', async ({ page }) => {
  await openSignedIn(page, '/system/billRule');
  const content = page.locator('[data-page="system/billRule"]');
  await expect(content.locator('tbody tr').first()).toBeVisible();
  const keyword = content.getByRole('textbox', { name: '关键词' });
  await keyword.fill(`没有这个-${Date.now()}`);
  await keyword.press('Enter');
  const picture = content.locator('tbody svg[data-empty-illustration]');
  await expect(picture).toBeVisible();
  const box = await picture.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
  await expect(content.locator('tbody sl-icon')).toHaveCount(0);
  await content.getByRole('button', { name: '清空搜索' }).click();
  await expect(keyword).toHaveValue('');
  await expect(picture).toHaveCount(0);
});

/** The header of the open drawer-like panel: its height, the title's font and the panel's width. */
interface HeaderLook { height: number; fontSize: string; fontWeight: string; width: number }

test('the message drawer and the chat panel share one header; 更多 sits beside the title', async ({ page }) => {
  test.skip(onPhone(), 'the header controls fold into 更多操作 on a phone; the drawers cover the screen there');
  await openSignedIn(page, '/basic/dashboard');
  await page.getByRole('button', { name: /未读消息/ }).click();
  const drawer = page.locator('sl-drawer[open]');
  await expect(page.getByRole('dialog', { name: '站内消息' })).toBeVisible();
  await shoelaceReady(page);
  const title = drawer.locator('[slot="label"] > span').first();
  const more = drawer.getByRole('button', { name: '更多' });
  const [titleBox, moreBox] = [await title.boundingBox(), await more.boundingBox()];
  expect(titleBox && moreBox).toBeTruthy();
  if (titleBox && moreBox) {
    // On the title's line, right after it (not at the far end of the header).
    expect(Math.abs(moreBox.y + moreBox.height / 2 - (titleBox.y + titleBox.height / 2))).toBeLessThanOrEqual(4);
    expect(moreBox.x).toBeGreaterThanOrEqual(titleBox.x + titleBox.width);
    expect(moreBox.x - (titleBox.x + titleBox.width)).toBeLessThanOrEqual(24);
  }
  const drawerLook: HeaderLook = await drawer.evaluate((element) => {
    const root = element.shadowRoot as ShadowRoot;
    const header = root.querySelector('[part~="header"]') as HTMLElement;
    const text = element.querySelector('[slot="label"] > span') as HTMLElement;
    const style = getComputedStyle(text);
    return {
      height: Math.round(header.getBoundingClientRect().height),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      width: Math.round((root.querySelector('[part~="panel"]') as HTMLElement).getBoundingClientRect().width),
    };
  });
  await shoelaceReady(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.getByTestId('chat-button').click();
  const chat = page.locator('[data-chat-root]');
  await expect(chat.getByRole('tab', { name: '消息' })).toBeVisible();
  const chatLook: HeaderLook = await chat.locator('header').first().evaluate((header) => {
    const heading = header.querySelector('h2') as HTMLElement;
    const style = getComputedStyle(heading);
    return {
      height: Math.round(header.getBoundingClientRect().height),
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
      width: Math.round((header.parentElement as HTMLElement).getBoundingClientRect().width),
    };
  });
  expect(chatLook.fontSize).toBe(drawerLook.fontSize);
  expect(chatLook.fontWeight).toBe(drawerLook.fontWeight);
  expect(chatLook.width).toBe(drawerLook.width);
  expect(Math.abs(chatLook.height - drawerLook.height)).toBeLessThanOrEqual(2);
});

test('the system configuration keeps its save bar in view, uploads logos with a preview and disables dependent fields', async ({ page }) => {
  await openSignedIn(page, '/system/sysConfig');
  const content = page.locator('[data-page="system/sysConfig"]');
  const bar = content.getByTestId('sys-config-save-bar');
  await expect(content.getByRole('textbox', { name: '系统名称' })).toHaveValue(/.+/);
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: '保存' })).toBeVisible();

  // Logos: an upload with a preview of the current image (or 未设置), never a URL text field.
  const logos = content.locator('[data-logo]');
  expect(await logos.count()).toBeGreaterThan(0);
  for (const logo of await logos.all()) {
    await expect(logo.locator('sl-input, input[type="text"]')).toHaveCount(0);
    await expect(logo.locator('img').or(logo.getByText('未设置')).first()).toBeVisible();
    await expect(logo.locator('[aria-label^="上传图片"]').first()).toBeAttached();
  }

  // 密码最小长度 follows its switch; the change is only a draft: 放弃修改 takes it back.
  const lengthSwitch = content.getByRole('switch', { name: '密码最小长度限制' });
  const length = content.getByRole('spinbutton', { name: '密码最小长度' });
  const wasOn = await lengthSwitch.isChecked();
  await expect(length).toBeEnabled({ enabled: wasOn });
  // The sl-switch host (its inner control takes the click, not the hidden checkbox).
  await content.locator('sl-switch', { hasText: '密码最小长度限制' }).click();
  await expect(length).toBeEnabled({ enabled: !wasOn });
  if (wasOn) await expect(content.getByText('开启“密码最小长度限制”后可设置').first()).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('有未保存的修改');

  // Scrolled to the last section, the save bar is still in view (sticky).
  await content.locator('fieldset').last().scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: '放弃修改' }).click();
  await expect(lengthSwitch).toBeChecked({ checked: wasOn });
  await expect(length).toBeEnabled({ enabled: wasOn });
});

// A page of its own: it sets the viewport, which a kept page (readOnlyTest) must not.
freshTest('a detail drawer is 700 px wide on a desktop and covers a phone\'s screen', async ({ page }) => {
  freshTest.skip(onPhone(), 'measures the desktop width first');
  const panelWidth = (drawer: Locator) => drawer.evaluate((element) => Math.round(element.shadowRoot?.querySelector('[part~="panel"]')?.getBoundingClientRect().width ?? 0));
  const openManager = async (): Promise<Locator> => {
    await page.locator(DICTIONARY).getByRole('button', { name: '分类管理' }).click();
    await expect(page.getByRole('dialog', { name: '分类管理' })).toBeVisible();
    return page.locator('sl-drawer[open]');
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, '/systemData/dictionary');
  let drawer = await openManager();
  await expect.poll(() => panelWidth(drawer)).toBe(700);
  await shoelaceReady(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('sl-drawer[open]')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  drawer = await openManager();
  await expect.poll(() => panelWidth(drawer)).toBe(390);
});

test('no new-record dialog of the system, permission and message pages shows a blank select', async ({ page }) => {
  test.setTimeout(180_000);
  const pages = [
    'system/billRule', 'system/menu', 'system/notice', 'system/task', 'system/commonWords',
    'systemData/dataInterface', 'systemData/interfaceAuth', 'systemData/dataSource',
    'permission/user', 'permission/role', 'permission/position',
    'msgCenter/msgTemplate', 'msgCenter/sendConfig', 'msgCenter/accountConfig/mail',
  ];
  const blank: string[] = [];
  let checked = 0;
  for (const path of pages) {
    await openSignedIn(page, `/${path}`);
    const content = page.locator(`[data-page="${path}"]`);
    await content.getByRole('button', { name: '新建' }).first().click();
    const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
    await expect(dialog).toBeVisible();
    await shoelaceReady(page);
    for (const select of await dialog.getByRole('combobox').all()) {
      checked += 1;
      const placeholder = (await select.getAttribute('placeholder')) ?? '';
      const value = await select.inputValue().catch(() => '');
      if (placeholder.trim() === '' && value.trim() === '') blank.push(`${path}: ${(await select.getAttribute('aria-label')) ?? (await select.evaluate((element) => element.closest('[data-field]')?.getAttribute('data-field') ?? '?'))}`);
    }
    await dialog.getByRole('button', { name: '取消' }).last().click();
    await expect(dialog).toHaveCount(0);
  }
  expect(blank).toEqual([]);
  // The dialogs hold selects to check (types, categories, organisations, channels…).
  expect(checked).toBeGreaterThanOrEqual(10);
});

test('editing a top-level menu shows its 上级, never a blank box', async ({ page }) => {
  await openSignedIn(page, '/system/menu');
  const content = page.locator('[data-page="system/menu"]');
  await content.locator('tbody tr', { hasText: '系统管理' }).first().getByRole('button', { name: '编辑' }).click();
  const dialog = await formDialog(page, '编辑菜单');
  await expect(dialog.getByRole('textbox', { name: /^菜单名称/ })).toHaveValue('系统管理');
  await expect(dialog.getByRole('combobox', { name: /^上级菜单/ })).toHaveValue('顶级节点');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});

test('editing a top-level organisation shows its 上级, never a blank box', async ({ page }) => {
  await openSignedIn(page, '/permission/organize');
  const content = page.locator('[data-page="permission/organize"]');
  const first = content.locator('tbody tr').first();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: '编辑' }).click();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /名称/ }).first()).not.toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: /^上级/ })).not.toHaveValue('');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});
