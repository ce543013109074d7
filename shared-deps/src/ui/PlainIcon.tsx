// An icon of the bundled set (Shoelace's Bootstrap Icons, built in or served next to @atrium/shoelace) drawn
// without Shoelace's JavaScript: the sign-in and lock screens load no Shoelace component (sign-in
// page budget), yet their icons must come from the same set as everywhere else. The SVG is a CSS
// mask over currentColor, so it takes the text colour like <sl-icon> does.
import type { CSSProperties } from 'react';

declare const System: { resolve(id: string): string } | undefined;
declare const __ATRIUM_PLAIN_ICONS__: Readonly<Record<string, string>> | undefined;

// The SVG of every icon the sources draw with PlainIcon, put here at build time
// (build/portal-icons.js): a page load asks for none of their files. Unit tests have none built in.
const BUILT_IN: Readonly<Record<string, string>> = typeof __ATRIUM_PLAIN_ICONS__ === 'undefined' ? {} : __ATRIUM_PLAIN_ICONS__;

/**
 * URL of a bundled icon: a data: URL when it is built in, else its file where the import map puts
 * @atrium/shoelace; null for any other name without SystemJS.
 */
export function bundledIconUrl(name: string, builtIn: Readonly<Record<string, string>> = BUILT_IN): string | null {
  const svg = Object.prototype.hasOwnProperty.call(builtIn, name) ? builtIn[name] : undefined;
  if (svg !== undefined) return `data:image/svg+xml,${encodeURIComponent(svg)}`;
  if (typeof System === 'undefined') return null; // unit tests render without SystemJS
  try {
    return new URL(`assets/icons/${encodeURIComponent(name)}.svg`, System.resolve('@atrium/shoelace')).href;
  } catch {
    return null;
  }
}

const base: CSSProperties = {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flex: 'none',
  verticalAlign: '-0.125em',
  backgroundColor: 'currentColor',
  // Forced colours (Windows high contrast) would paint the background in the system's Canvas colour,
  // the page's own: the icon vanished. Keeping the parent's forced text colour draws it in that.
  forcedColorAdjust: 'preserve-parent-color',
};

export interface PlainIconProps {
  /** A Bootstrap Icons name, as for <sl-icon name>. */
  name: string;
  className?: string;
}

/** Decorative: the control holding it carries the label (aria-label or text). */
export function PlainIcon({ name, className }: PlainIconProps) {
  const url = bundledIconUrl(name);
  const mask = url ? `url("${url}") center / contain no-repeat` : undefined;
  return <span aria-hidden="true" data-icon={name} className={className} style={{ ...base, mask, WebkitMask: mask }} />;
}
