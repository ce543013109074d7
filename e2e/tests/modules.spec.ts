import { expect, type Page } from '@playwright/test';
import { openSignedIn, sideMenu, test } from './support';

test.use({ account: 'admin' });

test('shared modules load exactly once: one React, one i18next, each Shoelace component once', async ({ page }) => {
  // One document: open the portal signed in, then reach the dictionary through the menu (client-side navigation).
  await openSignedIn(page);
  const menu = sideMenu(page);
  await menu.getByRole('button', { name: '系统数据' }).click();
  await menu.getByRole('button', { name: '数据字典' }).click();
  await expect(page.locator('[data-page="systemData/dictionary"] table')).toBeVisible();
  await expect(page.locator('[data-page="systemData/dictionary"] sl-tree-item').first()).toBeVisible();

  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
  const duplicates = loaded.filter((path, index) => loaded.indexOf(path) !== index);
  expect(duplicates).toEqual([]);

  const importMap = (await (await page.request.get('/import-map.json')).json()) as { imports: Record<string, string> };
  for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'i18next', 'react-i18next', '@atrium/shared', '@atrium/shoelace', '@atrium/mf-system']) {
    const url = importMap.imports[name];
    expect(url, `${name} is in the import map`).toBeTruthy();
    expect(loaded.filter((path) => path === url), `${name} loaded once`).toHaveLength(1);
  }
  // Only shared-deps ships React: no MF folder holds a file with React's internals.
  const reactInternals = await Promise.all(
    loaded
      .filter((path) => path.startsWith('/assets/mf-'))
      .map(async (path) => ((await (await page.request.get(path)).text()).includes('__CLIENT_INTERNALS_DO_NOT_USE') ? path : null)),
  );
  expect(reactInternals.filter(Boolean)).toEqual([]);

  // SystemJS holds a single instance of each shared module.
  const registry = await page.evaluate(() => {
    const system = (window as unknown as { System: { entries(): Iterable<[string, unknown]> } }).System;
    return [...system.entries()].map(([url]) => new URL(url).pathname);
  });
  for (const name of ['react', 'react-dom/client', 'i18next', '@atrium/shoelace', '@atrium/shared']) {
    expect(registry.filter((path) => path === importMap.imports[name]), `${name} in the registry once`).toHaveLength(1);
  }

  // Shoelace components are chunks of @atrium/shoelace, each fetched once (the duplicates check
  // above) and defined once: the everyday ones in one chunk, the rest each in its own.
  const shoelaceChunks = loaded.filter((path) => path.startsWith('/assets/shoelace/'));
  expect(shoelaceChunks.filter((path) => /\/sl-core\.\w+\.chunk\.js$/.test(path))).toHaveLength(1);
  expect(shoelaceChunks.filter((path) => /\/sl-(button|input|tree|tree-item|tag)\./.test(path))).toEqual([]);
  const defined = await page.evaluate(() => ['sl-button', 'sl-input', 'sl-tree', 'sl-tree-item', 'sl-tag'].map((tag) => !!customElements.get(tag)));
  expect(defined).toEqual([true, true, true, true, true]);
});

test('a signed-in page load draws its icons without asking the server for one; other icons still come as files', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openSignedIn(page, '/systemData/dictionary');
  const content = page.locator('[data-page="systemData/dictionary"]');
  await expect(content.locator('table')).toBeVisible();
  // Drawn: the menu's icons and the page's toolbar icons have their SVG.
  const drawn = (root: string) =>
    page.locator(root).evaluateAll((icons) => icons.filter((icon) => !!icon.shadowRoot?.querySelector('svg path')).length);
  await expect.poll(() => drawn('nav sl-icon, [role="tree"] sl-icon')).toBeGreaterThan(3);
  await expect.poll(() => drawn('[data-page="systemData/dictionary"] sl-icon')).toBeGreaterThan(0);
  // PlainIcon's CSS masks (the menu's carets, the tabs' close and arrows) are drawn from data: URLs too.
  const masks = await page.locator('span[data-icon]').evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).webkitMaskImage));
  expect(masks.length).toBeGreaterThan(2);
  for (const mask of masks) expect(mask).toMatch(/^url\("data:image\/svg\+xml,/);
  // …and each is an SVG the browser draws (a broken data: URL would leave the icon blank).
  const sizes = await page.evaluate(async (urls) => {
    return Promise.all(urls.map(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode().catch(() => undefined);
      return image.naturalWidth;
    }));
  }, [...new Set(masks.map((mask) => mask.slice('url("'.length, -'")'.length)))]);
  for (const width of sizes) expect(width).toBeGreaterThan(0);
  // None of the icons drawn came from a file.
  const slIconNames = await page.locator('sl-icon[name]').evaluateAll((icons) => [...new Set(icons.map((icon) => icon.getAttribute('name') ?? ''))]);
  expect(slIconNames.length).toBeGreaterThan(5);
  expect(requested.filter((path) => path.startsWith('/assets/shoelace/assets/icons/'))).toEqual([]);
  // Shoelace's theme comes under its content hash, cached for good, and is applied.
  const theme = await page.locator('link#atrium-theme').getAttribute('href');
  expect(theme).toMatch(/^\/assets\/shoelace\/themes\/light\.[0-9a-f]{8}\.css$/);
  expect((await page.request.get(theme!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(requested.filter((path) => path.startsWith('/assets/shoelace/themes/') && path !== theme)).toEqual([]);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--sl-color-primary-600').trim())).not.toBe('');
  // The tab's icon is in the page: the browser asks for no /favicon.ico.
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);

  // A name the portal's code never writes (an administrator may pick any icon for a menu) is fetched.
  const file = page.waitForRequest((request) => new URL(request.url()).pathname === '/assets/shoelace/assets/icons/emoji-sunglasses.svg');
  await page.evaluate(() => {
    const icon = document.createElement('sl-icon');
    icon.setAttribute('name', 'emoji-sunglasses');
    icon.id = 'e2e-file-icon';
    document.body.append(icon);
  });
  await file;
  await expect.poll(() => drawn('#e2e-file-icon')).toBe(1);
});

/** Texts of the page's console errors, collected from now on. */
function consoleErrors(page: Page): string[] {
  const texts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') texts.push(message.text());
  });
  return texts;
}

test('a module whose URL 404s breaks only its own area, and retry recovers', async ({ page }) => {
  await openSignedIn(page);
  // import-map-overrides is how ops and developers point one module elsewhere.
  await page.evaluate(() => localStorage.setItem('import-map-override:@atrium/mf-system', '/assets/missing/mf-system.js'));
  const logged = consoleErrors(page);
  await page.goto('/systemData/dictionary');
  const area = page.locator('[data-module="@atrium/mf-system"]');
  // Users read what happened and what to do; the module's name goes to the console for developers.
  await expect(area.getByRole('alert')).toContainText('页面加载失败');
  await expect(area.getByRole('alert')).not.toContainText('@atrium/mf-system');
  await expect.poll(() => logged.some((text) => text.includes('@atrium/mf-system'))).toBe(true);

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
  await openSignedIn(page);
  await page.evaluate(() => localStorage.setItem('import-map-override:@atrium/mf-system', '/assets/e2e/throwing-mf.js'));
  await page.addInitScript(() => ((window as unknown as { __failMount: boolean }).__failMount = true));
  const logged = consoleErrors(page);
  await page.goto('/systemData/dictionary');
  const area = page.locator('[data-module="@atrium/mf-system"]');
  await expect(area.getByRole('alert')).toContainText('页面加载失败');
  await expect(area.getByRole('alert')).not.toContainText('mount exploded');
  await expect.poll(() => logged.some((text) => text.includes('@atrium/mf-system'))).toBe(true);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.evaluate(() => ((window as unknown as { __failMount: boolean }).__failMount = false));
  await area.getByRole('button', { name: /重试|Retry/ }).click();
  await expect(page.getByTestId('recovered')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('import-map-override:@atrium/mf-system'));
});
