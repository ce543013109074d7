import { expect, test, type Request } from '@playwright/test';
import { signIn } from './support';

test('shared modules load exactly once: one React, one i18next, each Shoelace component once', async ({ page }) => {
  const assetRequests: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) assetRequests.push(url.pathname);
  });

  await signIn(page);
  await page.goto('/systemData/dictionary');
  await expect(page.locator('[data-page="systemData/dictionary"] table')).toBeVisible();
  await page.goto('/basic/dashboard');
  await expect(page.locator('[data-figure="userCount"]')).toBeVisible();

  // Per page load every asset is requested once (page.goto reloads, so split by document).
  const importMap = (await (await page.request.get('/import-map.json')).json()) as { imports: Record<string, string> };
  const perLoad = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/assets/')),
  );
  const duplicates = perLoad.filter((path, index) => perLoad.indexOf(path) !== index);
  expect(duplicates).toEqual([]);

  for (const name of ['react', 'react-dom', 'react-dom/client', 'i18next', 'react-i18next', '@atrium/shared', '@atrium/shoelace']) {
    const url = importMap.imports[name];
    expect(url, `${name} is in the import map`).toBeTruthy();
    expect(perLoad.filter((path) => path === url)).toHaveLength(1);
  }
  // No MF bundles a React of its own: only shared-deps files contain React's internals.
  const reactCopies = perLoad.filter((path) => /react(-dom)?(-client)?\.[0-9a-f]{8}\.js$/.test(path));
  expect(reactCopies.every((path) => path.startsWith('/assets/shared/'))).toBe(true);

  // SystemJS holds a single instance of each shared module.
  const registry = await page.evaluate(() => {
    const system = (window as unknown as { System: { entries(): Iterable<[string, unknown]> } }).System;
    return [...system.entries()].map(([url]) => new URL(url).pathname);
  });
  for (const name of ['react', 'i18next', '@atrium/shoelace']) {
    expect(registry.filter((path) => path === importMap.imports[name])).toHaveLength(1);
  }
  // Each Shoelace element is defined once and works (a second define would have thrown).
  const defined = await page.evaluate(() => ['sl-button', 'sl-input', 'sl-card', 'sl-tree'].map((tag) => !!customElements.get(tag)));
  expect(defined).toEqual([true, true, true, true]);
  expect(assetRequests.filter((path) => path.includes('/shoelace/') && path.endsWith('.js')).length).toBeGreaterThan(0);
});

test('a module whose URL 404s breaks only its own area, and retry recovers', async ({ page }) => {
  await signIn(page);
  // import-map-overrides is how ops and developers point one module elsewhere.
  await page.evaluate(() => localStorage.setItem('import-map-override:@atrium/mf-system', '/assets/missing/mf-system.js'));
  await page.goto('/systemData/dictionary');
  const area = page.locator('[data-module="@atrium/mf-system"]');
  await expect(area.getByRole('alert')).toContainText('@atrium/mf-system');

  // The shell, menu and other pages keep working.
  await page.getByRole('tree').getByRole('button', { name: '组织权限' }).click();
  await page.goto('/basic/dashboard');
  await expect(page.locator('[data-figure="userCount"]')).toBeVisible();

  // Fix the map, come back, retry in place.
  await page.goto('/systemData/dictionary');
  await expect(area.getByRole('alert')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('import-map-override:@atrium/mf-system'));
  await page.reload();
  await expect(page.locator('[data-page="systemData/dictionary"] table')).toBeVisible();
});

test('a module that throws while mounting shows an error panel with retry; the shell keeps working', async ({ page }) => {
  await page.route('**/assets/e2e/throwing-mf.js', async (route) => {
    const body = `System.register([], function (_export) {
      return { execute: function () {
        _export('pages', { 'systemData/dictionary': {
          bootstrap: function () { return Promise.resolve(); },
          mount: function (props) {
            if (window.__failMount) return Promise.reject(new Error('mount exploded'));
            props.domElement.innerHTML = '<p data-testid="recovered">recovered</p>';
            return Promise.resolve();
          },
          unmount: function (props) { props.domElement.innerHTML = ''; return Promise.resolve(); }
        } });
      } };
    });`;
    await route.fulfill({ contentType: 'application/javascript', body });
  });
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('import-map-override:@atrium/mf-system', '/assets/e2e/throwing-mf.js'));
  await page.addInitScript(() => ((window as unknown as { __failMount: boolean }).__failMount = true));
  await page.goto('/systemData/dictionary');
  const area = page.locator('[data-module="@atrium/mf-system"]');
  await expect(area.getByRole('alert')).toContainText('mount exploded');
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.evaluate(() => ((window as unknown as { __failMount: boolean }).__failMount = false));
  await area.getByRole('button', { name: /重试|Retry/ }).click();
  await expect(page.getByTestId('recovered')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('import-map-override:@atrium/mf-system'));
});
