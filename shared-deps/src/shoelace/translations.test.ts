// With Shoelace's real components and translation registry: what a Chinese user hears and what
// e2e tests find by name is the label Shoelace renders, not our own strings.
import '@shoelace-style/shoelace/dist/components/dialog/dialog.js';
import '@shoelace-style/shoelace/dist/components/tag/tag.js';

type Lit = HTMLElement & { updateComplete: Promise<unknown> };

beforeAll(async () => {
  // The public module, as a page loads it (webpack sets its public path).
  (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = '/shoelace/';
  await import('./index');
});

/** <html lang> as @atrium/shared sets it; Shoelace hears of it through a MutationObserver. */
async function renderIn<T extends Lit>(lang: string, html: string, selector: string): Promise<T> {
  document.documentElement.lang = lang;
  document.body.innerHTML = html;
  const element = document.body.querySelector(selector) as T;
  // The observer's record is delivered in a microtask; the element then renders again.
  await Promise.resolve();
  await element.updateComplete;
  return element;
}

function closeLabel(dialog: Lit): string | null {
  return dialog.shadowRoot?.querySelector('[part~="close-button"]')?.getAttribute('label') ?? null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it.each([
  ['zh-CN', '关闭'],
  ['zh-TW', '關閉'],
  ['en', 'Close'],
  ['zh', '关闭'],
  ['zh-HK', '關閉'],
])("labels a dialog's close button in the portal's language (%s)", async (lang, label) => {
  const dialog = await renderIn<Lit>(lang, '<sl-dialog label="x"></sl-dialog>', 'sl-dialog');
  expect(closeLabel(dialog)).toBe(label);
});

it('follows a change of <html lang> in elements already on the page', async () => {
  const dialog = await renderIn<Lit>('zh-CN', '<sl-dialog label="x"></sl-dialog>', 'sl-dialog');
  document.documentElement.lang = 'zh-TW';
  await Promise.resolve();
  await dialog.updateComplete;
  expect(closeLabel(dialog)).toBe('關閉');
});

it("labels other built-in buttons too (a tag's remove)", async () => {
  const tag = await renderIn<Lit>('zh-CN', '<sl-tag removable>甲</sl-tag>', 'sl-tag');
  expect(tag.shadowRoot?.querySelector('[part~="remove-button"]')?.getAttribute('label')).toBe('删除');
});

it('keeps English as the fallback for a language without a translation', async () => {
  const dialog = await renderIn<Lit>('de', '<sl-dialog label="x"></sl-dialog>', 'sl-dialog');
  expect(closeLabel(dialog)).toBe('Close');
});
