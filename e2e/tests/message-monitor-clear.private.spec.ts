// The message monitor's 清空 (issue 5 item 6): it empties the monitor of every user, so it runs on a
// server of its own (private-server.ts). On the shared server it wiped the sends of
// message-center.spec.ts while that spec ran at the same time in the other project.
import { expect, type APIRequestContext } from '@playwright/test';
import { startSmtpListener, type SmtpListener } from '../../server/src/testing/smtp-listener';
import { test } from './private-server';
import { apiToken, openSignedIn } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

async function api<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const token = await apiToken(request);
  const response = await request.post(url, { headers: { Authorization: token }, data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

let listener: SmtpListener;

test.beforeAll(async () => {
  listener = await startSmtpListener();
});

test.afterAll(async () => {
  await listener.close();
});

test('清空 empties the monitor after a confirmation, and a cancelled one keeps every entry', async ({ page, request }) => {
  const account = await api<{ id: string }>(request, '/api/message/AccountConfig', {
    type: 2, fullName: '监控邮箱', enCode: 'monitor.mail', smtpServer: '127.0.0.1', smtpPort: listener.port, senderAddress: 'noreply@example.com',
  });
  const template = await api<{ id: string }>(request, '/api/message/MessageTemplateConfig', {
    fullName: '监控模板', enCode: 'monitor.template', messageType: 2, messageSource: 3, title: 'Report {name}', content: '<p>Hi {name}</p>',
  });
  for (const name of ['Ada', 'Grace']) {
    await api(request, '/api/message/MessageTemplateConfig/testSendMail', {
      id: template.id, accountId: account.id, toUser: `${name.toLowerCase()}@example.com`, paramsValue: { name },
    });
  }
  expect(listener.mails.map((mail) => mail.subject).sort()).toEqual(['Report Ada', 'Report Grace']);

  await openSignedIn(page, '/msgCenter/msgMonitor');
  const monitor = page.locator('[data-page="msgCenter/msgMonitor"]');
  const rows = monitor.locator('tbody tr');
  await expect(rows).toHaveCount(2);

  const confirmation = page.locator('sl-dialog.atrium-confirm[open]');
  await monitor.getByRole('button', { name: '清空' }).click();
  await expect(confirmation).toContainText('此操作将清空所有消息记录, 是否继续?');
  await confirmation.locator('sl-button[data-action="cancel"]').click();
  await expect(confirmation).toHaveCount(0);
  await expect(rows).toHaveCount(2);

  await monitor.getByRole('button', { name: '清空' }).click();
  await expect(confirmation).toContainText('此操作将清空所有消息记录, 是否继续?');
  await confirmation.locator('sl-button[data-action="confirm"]').click();
  await expectToast(page, '清空成功');
  await expect(monitor.getByText('暂无数据')).toBeVisible();
  // Emptied on the server, not only on screen.
  await page.reload();
  await expect(monitor.getByText('暂无数据')).toBeVisible();
});
