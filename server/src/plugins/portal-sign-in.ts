// On /login, index.html carries the sign-in form as plain HTML (built per language by
// scripts/build.ts from mf-shell/src/login/static/staticSignInPage.ts), so the password input is
// usable as soon as the page arrives; the shell takes it over when it mounts. No script: the
// page's CSP stays script-src 'self'.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreloadLocale } from './portal-preload';

export const SIGN_IN_PATH = '/login';
/** index.html's boot placeholder, replaced as a whole on /login. */
const BOOT_PLACEHOLDER = /<!--atrium:boot-->[\s\S]*?<!--\/atrium:boot-->/;
// Same strings as mf-shell/src/login/static/markers.ts (the server does not import the shell's sources).
const BOOT_ID = 'atrium-boot';

/** The built fragment for a language, or null when this build has none (then the page is unchanged). */
async function fragment(distDir: string, locale: PreloadLocale): Promise<string | null> {
  try {
    return await readFile(path.join(distDir, 'sign-in', `${locale}.html`), 'utf8');
  } catch {
    return null;
  }
}

/** index.html with the plain sign-in form in place of the boot placeholder. */
export async function withStaticSignIn(
  html: string,
  distDir: string,
  locale: PreloadLocale,
): Promise<string> {
  if (!BOOT_PLACEHOLDER.test(html)) return html;
  const form = await fragment(distDir, locale);
  if (form === null) return html;
  return html.replace(BOOT_PLACEHOLDER, () => `<div id="${BOOT_ID}">${form}</div>`);
}
