// What the workflow specs share: the engine's API over a test's request context, seed users' ids,
// an approver node of the engine's flowTemplateJson, and the detail page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ENGINE = '/api/workflow/Engine';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One call with the JNPF envelope; anything but code 200 fails the test with the server's message. */
export async function call<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, headers: { Authorization: token }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

/** A seed user's id, found by account. */
export async function userId(request: APIRequestContext, token: string, account: string): Promise<string> {
  const page = await call<{ list: { id: string; account: string }[] }>(request, 'GET', `/api/permission/Users?keyword=${account}&currentPage=1&pageSize=50`, token);
  const user = page.list.find((row) => row.account === account);
  expect(user, `seed user ${account}`).toBeTruthy();
  return (user as { id: string }).id;
}

/** An approver node that one named user handles, in the engine's flowTemplateJson shape. */
export function approverNode(nodeId: string, title: string, user: string, childNode: unknown = null) {
  return {
    nodeId, type: 'approver', childNode,
    properties: { title, assigneeType: 6, approvers: [user], approverRole: [], approverPos: [], counterSign: 0, formOperates: [], timeLimit: null },
  };
}

export const detailPage = (page: Page) => page.locator('[data-page="workFlowDetail"]');
