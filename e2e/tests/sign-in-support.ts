import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import type { Account } from './support';

/** A token of this account, signed in over HTTP as the portal does (MD5 of the password, form-encoded). */
export async function accountToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/oauth/Login', {
    form: { account: account.account, password: createHash('md5').update(account.password).digest('hex'), grant_type: 'password' },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data.token;
}

/** The last text the TEST SMS gateway "sent" to a phone (ATRIUM_TEST_PROVIDERS=1), and the code in it. */
export async function lastSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/api/test-providers/sms/last?phone=${phone}`);
  const body = (await response.json()) as { code: number; data: { text: string } | null };
  expect(body.code).toBe(200);
  const code = body.data?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`the test SMS gateway sent no code to ${phone}`);
  return code;
}

/** The sign-in page's tab for a way in. */
export function signInTab(page: Page, name: RegExp | string) {
  return page.getByRole('tablist').getByRole('tab', { name });
}

