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
const EYE_ICON_PLACEHOLDER = '%ATRIUM_EYE_ICON%';

/** Where the bundled eye icon is, next to @atrium/shoelace in the current import map (as PlainIcon finds it). */
export function eyeIconUrl(imports: Readonly<Record<string, string>>): string {
  const shoelace = imports['@atrium/shoelace'];
  if (!shoelace) return '';
  try {
    const url = new URL('assets/icons/eye.svg', new URL(shoelace, 'http://same-origin.invalid/'));
    return url.origin === 'http://same-origin.invalid' ? url.pathname : url.href;
  } catch {
    return '';
  }
}

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
  imports: Readonly<Record<string, string>>,
): Promise<string> {
  if (!BOOT_PLACEHOLDER.test(html)) return html;
  const form = await fragment(distDir, locale);
  if (form === null) return html;
  // A URL inside a style attribute inside url("…"): new URL() already percent-encodes quotes and spaces.
  const icon = eyeIconUrl(imports).replace(/&/g, '&amp;');
  const filled = form.split(EYE_ICON_PLACEHOLDER).join(icon);
  return html.replace(BOOT_PLACEHOLDER, () => `<div id="${BOOT_ID}">${filled}</div>`);
}
