import { expect } from '@playwright/test';
import { apiGet, apiToken, chooseMenu, closeSideMenu, createAccount, openSideMenu, seedPassword, signIn, test } from './support';
import { expectToast } from './toasts';

test('a visitor is sent to /login with the wanted path, and lands there after signing in', async ({ page }) => {
  await page.goto('/systemData/dictionary');
  await expect(page).toHaveURL(/\/login\?redirect=%2FsystemData%2Fdictionary$/);
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill('admin');
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(seedPassword());
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
});

test('sign in, see the server menu and real figures, open the dictionary, reload, sign out', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  // The form validates before calling the server.
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await expect(page.getByText('请输入账号').first()).toBeVisible();

  // Other tests create accounts and roles meanwhile (live-permissions.spec its roles, through the
  // database): the page's counts lie between the server's counts before and after it loaded.
  const token = await apiToken(request);
  const overview = async () =>
    (await apiGet<{ userCount: number; roleCount: number }>(request, '/api/visualdev/Dashboard/Overview', token)).data;
  const countsBefore = await overview();
  await signIn(page);

  // The menu comes from the server's menuList (on a phone, in the drawer).
  const menu = await openSideMenu(page);
  await expect(menu.getByRole('button', { name: '系统数据' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '组织权限' })).toBeVisible();
  await closeSideMenu(page);

  // The dashboard shows the server's figures, not placeholders.
  const shownFigure = async (name: 'userCount' | 'roleCount') => {
    const figure = page.locator(`[data-figure="${name}"]`);
    await expect(figure).toContainText(/\d/);
    return Number(/\d[\d,]*/.exec((await figure.textContent()) ?? '')?.[0].replace(/,/g, ''));
  };
  const shown = { userCount: await shownFigure('userCount'), roleCount: await shownFigure('roleCount') };
  const countsAfter = await overview();
  for (const name of ['userCount', 'roleCount'] as const) {
    expect(shown[name], name).toBeGreaterThanOrEqual(countsBefore[name]);
    expect(shown[name], name).toBeLessThanOrEqual(countsAfter[name]);
  }

  // Menu -> URL -> module -> parcel: the dictionary page comes from mf-system.
  await chooseMenu(page, '系统数据', '数据字典');
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  const parcel = page.locator('[data-module="@atrium/mf-system"][data-page="systemData/dictionary"]');
  await expect(parcel.getByRole('columnheader', { name: '名称' })).toBeVisible();
  await expect(parcel.getByRole('row').nth(1)).toBeVisible();

  // A reload keeps the session and the page.
  await page.reload();
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  await expect(parcel.getByRole('columnheader', { name: '名称' })).toBeVisible();
  const storedToken = await page.evaluate(() => JSON.parse(localStorage.getItem('jnpf_token') ?? 'null') as string | null);
  expect(storedToken).toMatch(/^bearer /);

  // Sign out (with confirmation): back to /login and the token is dead on the server.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确定|OK/ }).click();
  await expect(page).toHaveURL(/\/login/);
  const after = await apiGet(request, '/api/oauth/CurrentUser', storedToken ?? '');
  expect([600, 601, 602]).toContain(after.code);
});

test('a wrong password gets the generic message and stays on /login', async ({ page, request }) => {
  // An account of its own: failures count on the account (3 in a row ask every sign-in of it for a
  // captcha, tries in flight included), and this test runs in the phone project at the same time.
  const user = await createAccount(request, 'wrongpw');
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(user.account);
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill('not-the-password-1');
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  // The shared HTTP client shows the server's message as a Shoelace toast.
  await expectToast(page, '账号或密码错误');
  await expect(page).toHaveURL(/\/login$/);

  // The password's eye (PlainIcon: a mask over currentColor) keeps its button's text colour in
  // forced colours (Windows high contrast), which would otherwise paint it in the page's own Canvas.
  await page.emulateMedia({ forcedColors: 'active' });
  const eye = page.locator('[data-icon="eye"]');
  await expect(eye).toBeVisible();
  const [drawn, text] = await eye.evaluate((icon) => [getComputedStyle(icon).backgroundColor, getComputedStyle(icon.parentElement as Element).color]);
  expect(drawn).toBe(text);
});

test('with the captcha on, the sign-in page asks for the code of a server picture and sends it with its key', async ({ page }) => {
  // The switch is read from the server's login config; it is faked for this page only, because
  // turning it on for real would stop every other test of the run from signing in (the server's
  // enforcement is covered by its own tests).
  await page.route('**/api/oauth/getConfig/**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, loginNeedCode: 1 } } });
  });
  await page.goto('/login');
  const picture = page.getByRole('button', { name: '换一张' }).locator('img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill('admin');
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(seedPassword());
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await expect(page.getByText('请输入验证码', { exact: true }).first()).toBeVisible();

  const key = new URL(await picture.evaluate((image) => (image as HTMLImageElement).src)).pathname.split('/').pop();
  await page.getByRole('textbox', { name: '验证码' }).fill('ab12');
  const sent = page.waitForRequest('**/api/oauth/Login**');
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  const form = new URLSearchParams((await sent).postData() ?? '');
  expect(form.get('code')).toBe('ab12');
  expect(form.get('timestamp')).toBe(key);
  await expect(page).toHaveURL(/\/basic\/dashboard$/);
});
