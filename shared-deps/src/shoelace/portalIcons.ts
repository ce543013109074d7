// Shoelace's default icon library, with the icons the portal's code names built in
// (build/portal-icons.js puts their SVG text into this module at build time). <sl-icon> reads a
// built-in icon from a data: URL, which the page answers itself; any other name (a menu icon an
// administrator picked from the whole set) is still fetched from the icon files, as before.
import { getBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';

declare const __ATRIUM_PORTAL_ICONS__: Readonly<Record<string, string>> | undefined;

// Unit tests run these sources without webpack: no icon is built in there.
const BUILT_IN: Readonly<Record<string, string>> = typeof __ATRIUM_PORTAL_ICONS__ === 'undefined' ? {} : __ATRIUM_PORTAL_ICONS__;

/** Where <sl-icon name> finds an icon: its SVG as a data: URL when built in, else its file. */
export function iconUrl(name: string, builtIn: Readonly<Record<string, string>> = BUILT_IN): string {
  const svg = Object.prototype.hasOwnProperty.call(builtIn, name) ? builtIn[name] : undefined;
  return svg === undefined ? getBasePath(`assets/icons/${name}.svg`) : `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

let registered = false;

/** Replaces Shoelace's default library once; icons already drawn are drawn again from it. */
export function registerPortalIcons(): void {
  if (registered) return;
  registered = true;
  registerIconLibrary('default', { resolver: (name) => iconUrl(name) });
}
