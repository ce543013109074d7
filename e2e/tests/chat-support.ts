import { expect, type APIRequestContext } from '@playwright/test';
import { createHash } from 'node:crypto';
import type { Account } from './support';

/** Signs a test's own account in over HTTP (as the portal does) and returns its token. */
export async function accountToken(request: APIRequestContext, user: Account): Promise<string> {
  const response = await request.post('/api/oauth/Login', {
    form: { account: user.account, password: createHash('md5').update(user.password).digest('hex'), client_id: 'admin', scope: 'all', grant_type: 'password' },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data.token;
}
