import { expect, type APIRequestContext, type Locator } from '@playwright/test';

/**
 * Fills the captcha of the change-password dialog with the code the server drew for the picture
 * on screen, read from the TEST captcha provider (GET /api/test-providers/captcha/last?key=).
 * Waits until the picture for the current key has loaded: the code exists from then on.
 */
export async function solvePasswordCaptcha(dialog: Locator, request: APIRequestContext): Promise<void> {
  const image = dialog.getByTestId('password-captcha').locator('img');
  const key = await image.getAttribute('data-key');
  if (!key) throw new Error('the change-password dialog shows no captcha');
  const src = await image.getAttribute('src');
  await expect(image).toHaveJSProperty('currentSrc', new URL(src ?? '', dialog.page().url()).href);
  await expect(image).toHaveJSProperty('complete', true);
  const response = await request.get(`/api/test-providers/captcha/last?key=${encodeURIComponent(key)}`);
  const body = (await response.json()) as { code: number; data: { code: string } | null };
  expect(body.code).toBe(200);
  if (!body.data) throw new Error(`no captcha was drawn for ${key}`);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(body.data.code);
}
