// The README's screenshots (issue 17, issue 19): the main screens in Simplified Chinese and English
// and on a phone, taken from the real portal. `ATRIUM_SCREENSHOTS=docs/screenshots npm run test:e2e`
// writes them where the README shows them. Without the variable the test is skipped: what it shows
// is checked by the pages' own specs, and CI's minutes are better spent there.
import { expect, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';
import { openSignedIn, sideMenu, test } from './support';

test.use({ account: 'admin' });

test.skip(!process.env.ATRIUM_SCREENSHOTS, 'screenshots are taken on demand (ATRIUM_SCREENSHOTS=<folder>)');

function target(_testInfo: TestInfo, name: string): string {
  return path.resolve(__dirname, '..', '..', process.env.ATRIUM_SCREENSHOTS ?? '', `${name}.png`);
}

/** The dictionary page with its categories and the first category's items loaded. */
async function dictionaryShown(page: Page): Promise<void> {
  const content = page.locator('[data-page="systemData/dictionary"]');
  await content.getByRole('treeitem').first().click();
  await expect(content.locator('table[aria-busy="false"] tbody tr td').nth(1)).toBeVisible();
}

/** Waits until the icons of the tabs and the menu are drawn (a lazy chunk), so no shot shows a gap for one. */
async function iconsDrawn(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll('[role="tablist"] sl-icon, [role="tree"] sl-icon')].filter((icon) => !icon.shadowRoot?.querySelector('svg')).length),
    )
    .toBe(0);
}

async function useEnglish(page: Page): Promise<void> {
  // The language is the browser's choice (localStorage), read when the portal starts.
  await page.evaluate(() => localStorage.setItem('jnpf_locale', JSON.stringify('en')));
}

test('screenshots of the main screens in both languages and on a phone', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 760 });
  await openSignedIn(page, '/systemData/dictionary');
  await dictionaryShown(page);
  await iconsDrawn(page);
  await page.screenshot({ path: target(testInfo, 'dictionary-zh') });

  await openSignedIn(page, '/system/task');
  await expect(page.locator('[data-page="system/task"] table[aria-busy="false"]')).toBeVisible();
  await iconsDrawn(page);
  await page.screenshot({ path: target(testInfo, 'tasks-zh') });

  await useEnglish(page);
  await page.goto('/systemData/dictionary');
  await expect(sideMenu(page).getByRole('button', { name: 'Dictionaries', exact: true })).toBeVisible();
  await dictionaryShown(page);
  await iconsDrawn(page);
  await page.screenshot({ path: target(testInfo, 'dictionary-en') });

  await page.goto('/system/task');
  await expect(sideMenu(page).getByRole('button', { name: 'Scheduled tasks', exact: true })).toBeVisible();
  await expect(page.locator('[data-page="system/task"] table[aria-busy="false"]')).toBeVisible();
  await iconsDrawn(page);
  await page.screenshot({ path: target(testInfo, 'tasks-en') });

  // On a phone, in both languages: the header folded into 更多操作, the tabs kept.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['en', 'zh'] as const) {
    if (locale === 'zh') await page.evaluate(() => localStorage.removeItem('jnpf_locale'));
    await page.goto('/basic/dashboard');
    await expect(page.getByTestId('user-menu')).toBeInViewport();
    await expect(page.getByRole('tab', { name: locale === 'en' ? 'Home' : '首页' })).toBeVisible();
    // The dashboard's figures have arrived.
    await expect(page.locator('main').getByText(/^\d+$/).first()).toBeVisible();
    await iconsDrawn(page);
    await page.screenshot({ path: target(testInfo, `phone-${locale}`) });
  }
});
