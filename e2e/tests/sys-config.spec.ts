// System configuration end to end (issue 4 item 4, spec sections 3, 7): the read-only account
// cannot save. Renaming the system changes what every page shows, so that test runs on its own in
// sys-config-rename.private.spec.ts.
import { expect } from '@playwright/test';
import { openSignedIn, readOnlyTest as test } from './support';

const PAGE = '[data-page="system/sysConfig"]';

test.describe('read-only account', () => {
  test.use({ account: 'viewer' });
  test('the read-only account sees the configuration without saving it', async ({ page }) => {
    await openSignedIn(page, '/system/sysConfig');
    const content = page.locator(PAGE);
    await expect(content.getByRole('textbox', { name: '系统名称' })).toHaveValue('Atrium');
    await expect(content.getByRole('textbox', { name: '系统名称' })).toBeDisabled();
    await expect(content.getByRole('button', { name: '保存' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: '测试连接' })).toHaveCount(0);
  });
});
