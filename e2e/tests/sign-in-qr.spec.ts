import { expect, type Page } from '@playwright/test';
import { createAccount, expectUserMenuNames, test } from './support';
import { accountToken, signInTab } from './sign-in-support';

/** The portal's QR poll interval (mf-shell useQrSignIn POLL_INTERVAL_MS). */
const POLL_MS = 2000;

const isStatusPoll = (message: { url(): string }): boolean => message.url().includes('/api/oauth/qrcode/status');

/**
 * Runs the page's clock (installed with page.clock.install) a poll interval at a time until `event`
 * settles, instead of waiting for real polls: the page schedules its next poll only once it has read
 * the last answer, so one step may come too early and a few are taken.
 */
async function hurry<T>(page: Page, event: Promise<T>): Promise<T> {
  let settled = false;
  const result = event.finally(() => {
    settled = true;
  });
  await expect.poll(async () => {
    if (!settled) await page.clock.runFor(POLL_MS);
    return settled;
  }).toBe(true);
  return result;
}

/** Opens the QR tab and returns the ticket the server drew (what the app would scan). */
async function openQrTab(page: Page): Promise<string> {
  const created = page.waitForResponse((response) => response.url().includes('/api/oauth/qrcode?') || /\/api\/oauth\/qrcode$/.test(new URL(response.url()).pathname));
  await signInTab(page, '扫码登录').click();
  const body = (await (await created).json()) as { code: number; data: { ticket: string } };
  expect(body.code).toBe(200);
  await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();
  return body.data.ticket;
}

test('app QR scan: another signed-in session confirms the ticket and the page signs in as that user', async ({ page, request }) => {
  const user = await createAccount(request, 'qr');
  const appToken = await accountToken(request, user);
  // The page polls every 2 s: its clock runs a poll at a time instead of the test waiting for them.
  await page.clock.install();
  await page.goto('/login');
  const ticket = await openQrTab(page);
  await expect(page.getByText('请使用 App 扫描二维码登录')).toBeVisible();

  // Without a session the app cannot confirm: the page's next poll is answered "waiting", and it
  // asks again (it schedules the next poll only once it has read that answer) instead of signing in.
  const anonymous = await request.post(`/api/oauth/qrcode/${ticket}/confirm`);
  expect(((await anonymous.json()) as { code: number }).code).toBe(602);
  const answer = await hurry(page, page.waitForResponse(isStatusPoll));
  expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('waiting');
  await hurry(page, page.waitForRequest(isStatusPoll));
  await expect(page).toHaveURL(/\/login$/);

  const confirmed = await request.post(`/api/oauth/qrcode/${ticket}/confirm`, { headers: { Authorization: appToken } });
  expect(((await confirmed.json()) as { code: number }).code).toBe(200);
  await hurry(page, page.waitForURL(/\/basic\/dashboard$/));
  await expectUserMenuNames(page, user.account);
});

test('a cancelled QR says so and offers a new one', async ({ page, request }) => {
  const user = await createAccount(request, 'qrc');
  const appToken = await accountToken(request, user);
  await page.clock.install();
  await page.goto('/login');
  const ticket = await openQrTab(page);
  await request.post(`/api/oauth/qrcode/${ticket}/cancel`, { headers: { Authorization: appToken } });
  await hurry(page, expect(page.getByRole('status').filter({ hasText: '已取消登录' })).toBeVisible());

  const renewed = page.waitForResponse((response) => /\/api\/oauth\/qrcode$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: '刷新二维码' }).click();
  const body = (await (await renewed).json()) as { data: { ticket: string } };
  expect(body.data.ticket).not.toBe(ticket);
  await expect(page.getByText('已取消登录')).toHaveCount(0);
});

test('a QR left for 2 minutes expires, polling stops, and refresh brings a new one', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await openQrTab(page);
  let polls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/oauth/qrcode/status')) polls += 1;
  });
  await page.clock.runFor(4100);
  await expect.poll(() => polls).toBeGreaterThan(0);
  await page.clock.fastForward('02:01');
  await page.clock.runFor(2100);
  await expect(page.getByRole('status').filter({ hasText: '二维码已失效' })).toBeVisible();
  const stopped = polls;
  await page.clock.runFor(6000);
  expect(polls).toBe(stopped);
  await page.getByRole('button', { name: '刷新二维码' }).click();
  await expect(page.getByText('二维码已失效')).toHaveCount(0);
  await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();
});

test('leaving the QR tab stops the polling', async ({ page }) => {
  // Polls counted in the page as they are sent, on a clock the test runs: no waiting for real time.
  await page.addInitScript(() => {
    const counted = window as unknown as { __qrPolls: number };
    counted.__qrPolls = 0;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      if (String(args[1]).includes('/api/oauth/qrcode/status')) counted.__qrPolls += 1;
      return open.apply(this, args);
    } as XMLHttpRequest['open'];
  });
  await page.clock.install();
  await page.goto('/login');
  await openQrTab(page);
  const polls = () => page.evaluate(() => (window as unknown as { __qrPolls: number }).__qrPolls);
  // Polling runs while the tab is shown (the counter sees it) …
  await expect.poll(async () => {
    await page.clock.runFor(POLL_MS);
    return polls();
  }).toBeGreaterThan(0);
  await signInTab(page, '账户密码').click();
  await expect(signInTab(page, '账户密码')).toHaveAttribute('aria-selected', 'true');
  const left = await polls();
  // … and three intervals after leaving it, no timer has sent another.
  await page.clock.runFor(3 * POLL_MS);
  expect(await polls()).toBe(left);
});
