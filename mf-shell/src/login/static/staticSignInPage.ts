// The sign-in page as plain HTML, written by the build once per language and put into index.html
// by the server on /login (issue 11: password input usable within 200 ms). The browser shows it
// as soon as the document arrives, long before React, the shared modules and the shell have
// loaded; the shell then takes it over (takeOverStaticSignIn) and keeps whatever was typed.
//
// It must never send anything itself: the password leaves the browser only sealed by login() of
// @atrium/shared. So its inputs have no name (a form submission would carry nothing) and its
// submit button is disabled (Enter in a field then submits nothing either); no script of its own.
// Its markup and styles mirror LoginPage/PasswordSignIn/TextField, so the takeover does not move
// a pixel; the styles are login.module.css with the class names prefixed instead of hashed.
import type { SignInMessages } from '../../locales/sign-in/zh';
import { STATIC_ACCOUNT_ID, STATIC_PASSWORD_ID, STATIC_SIGN_IN_ID, BOOT_ID } from './markers';

const PREFIX = 'atrium-si-';

/** Class selectors of a CSS module made global with a prefix (numbers such as 0.2s are not class names). */
export function prefixClasses(css: string): string {
  return css.replace(/\.(-?[_a-zA-Z][\w-]*)/g, `.${PREFIX}$1`);
}

// index.html's body style reads these besides what login.module.css uses.
const BODY_VARIABLES = ['--sl-font-sans', '--sl-color-neutral-800'];

/**
 * The theme's values of the custom properties the form uses (and those they refer to), so it
 * looks the same before the theme's stylesheet has arrived as after: that stylesheet does not
 * hold back the form's first paint (index.html).
 */
export function themeValues(themeCss: string, usedCss: string): string {
  const declared = new Map([...themeCss.matchAll(/(--sl-[\w-]+)\s*:\s*([^;]+);/g)].map((found) => [found[1]!, found[2]!.replace(/\s+/g, ' ').trim()]));
  const wanted = [...BODY_VARIABLES, ...[...usedCss.matchAll(/var\(\s*(--sl-[\w-]+)/g)].map((found) => found[1]!)];
  const values = new Map<string, string>();
  while (wanted.length > 0) {
    const name = wanted.pop()!;
    const value = declared.get(name);
    if (values.has(name) || value === undefined) continue;
    values.set(name, value);
    wanted.push(...[...value.matchAll(/var\(\s*(--sl-[\w-]+)/g)].map((found) => found[1]!));
  }
  return [...values].sort(([a], [b]) => a.localeCompare(b)).map(([name, value]) => `${name}:${value}`).join(';');
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const cls = (name: string): string => `${PREFIX}${name}`;

/**
 * The eye icon as inline SVG, from the SVG file PlainIcon shows as a mask over currentColor: same
 * box (1em, flex none, 0.125em below the baseline) and colour. Inline, not a mask image: an image
 * is fetched and decoded as an SVG document of its own, ~10 ms of the page's main thread that on
 * loopback landed before the form's first frame (issue 11's budget).
 */
export function inlineIcon(svg: string, name: string): string {
  const element = svg.replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->/g, '').trim();
  const open = /^<svg\b[^>]*>/.exec(element);
  if (!open || !/<\/svg>$/.test(element)) throw new Error(`staticSignInPage: the ${name} icon is not an SVG element`);
  if (/<script|\son\w+\s*=/i.test(element)) throw new Error(`staticSignInPage: the ${name} icon has script in it`);
  const viewBox = /\sviewBox="([^"]*)"/.exec(open[0])?.[1] ?? '0 0 16 16';
  const inner = element.slice(open[0].length, -'</svg>'.length).replace(/\s*\n\s*/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" fill="currentColor" width="1em" height="1em" aria-hidden="true" focusable="false" ` +
    `data-icon="${name}" style="display:inline-block;flex:none;vertical-align:-0.125em">${inner}</svg>`
  );
}

function field(options: { id: string; label: string; placeholder: string; type: string; autoComplete: string; reveal?: { label: string; icon: string } }): string {
  const reveal = options.reveal
    ? `<button type="button" class="${cls('reveal')}" aria-label="${escapeHtml(options.reveal.label)}" title="${escapeHtml(options.reveal.label)}" aria-pressed="false" disabled>` +
      `${options.reveal.icon}</button>`
    : '';
  return (
    `<div class="${cls('field')}"><label for="${options.id}" class="${cls('label')}">${escapeHtml(options.label)}</label>` +
    `<div class="${cls('control')}"><input id="${options.id}" class="${cls('input')}" type="${options.type}" ` +
    `placeholder="${escapeHtml(options.placeholder)}" autocomplete="${options.autoComplete}">${reveal}</div></div>`
  );
}

/**
 * The fragment that replaces the boot placeholder on /login: a style element and the page.
 * `eyeSvg` is the eye icon's SVG file (Shoelace's, as PlainIcon shows it).
 */
export function staticSignInPage(messages: SignInMessages, loginCss: string, themeCss: string, eyeSvg: string): string {
  const { login, tabs } = messages;
  // The boot container normally centres "Atrium…" in a 100vh flex box; here it holds the page.
  const style =
    `<style>:root{${themeValues(themeCss, loginCss)}}#${BOOT_ID}{display:block;height:auto}` +
    `${prefixClasses(loginCss).replace(/\s*\n\s*/g, ' ')}</style>`;
  const page =
    `<main class="${cls('page')}"><div class="${cls('card')}">` +
    `<h1 class="${cls('brand')}">Atrium</h1>` +
    `<div role="tablist" aria-label="${escapeHtml(tabs.label)}" class="${cls('tabs')}">` +
    `<button type="button" role="tab" aria-selected="true" tabindex="0" class="${cls('tab')}">${escapeHtml(tabs.password)}</button></div>` +
    `<div role="tabpanel">` +
    `<form id="${STATIC_SIGN_IN_ID}" class="${cls('form')}" novalidate aria-label="${escapeHtml(login.title)}">` +
    field({ id: STATIC_ACCOUNT_ID, label: login.account, placeholder: login.accountPlaceholder, type: 'text', autoComplete: 'username' }) +
    field({
      id: STATIC_PASSWORD_ID,
      label: login.password,
      placeholder: login.passwordPlaceholder,
      type: 'password',
      autoComplete: 'current-password',
      reveal: { label: login.showPassword, icon: inlineIcon(eyeSvg, 'eye') },
    }) +
    `<button type="submit" class="${cls('submit')}" disabled>${escapeHtml(login.submit)}</button>` +
    `</form></div></div></main>`;
  return style + page;
}
