// Small helpers of the messaging e2e tests.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import type { Account } from './support';

/** Signs a test's own account in over HTTP (as the portal does); returns its token and user id. */
export async function accountSession(request: APIRequestContext, account: Account): Promise<{ token: string; userId: string }> {
  const login = (await (
    await request.post('/api/oauth/Login', {
      form: { account: account.account, password: createHash('md5').update(account.password).digest('hex'), client_id: 'admin', scope: 'all', grant_type: 'password' },
    })
  ).json()) as { code: number; data: { token: string } };
  expect(login.code).toBe(200);
  const token = login.data.token;
  const current = (await (await request.get('/api/oauth/CurrentUser', { headers: { Authorization: token } })).json()) as {
    data: { userInfo: { userId: string } };
  };
  return { token, userId: current.data.userInfo.userId };
}

/** The server's unread total for the token's user (what every bell must show). */
export async function unreadTotal(request: APIRequestContext, token: string): Promise<number> {
  const inbox = (await (await request.get('/api/message?isRead=0&pageSize=1', { headers: { Authorization: token } })).json()) as {
    data: { pagination: { total: number } };
  };
  return inbox.data.pagination.total;
}

/** The number in the bell's label ('未读消息 2 条'). */
export async function bellCount(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /未读消息/ }).getAttribute('aria-label');
  return Number(label?.match(/\d+/)?.[0] ?? Number.NaN);
}
