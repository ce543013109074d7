// An icon of the bundled set (Shoelace's Bootstrap Icons, served next to @atrium/shoelace) drawn
// without Shoelace's JavaScript: the sign-in and lock screens load no Shoelace component (sign-in
// page budget), yet their icons must come from the same set as everywhere else. The SVG is a CSS
// mask over currentColor, so it takes the text colour like <sl-icon> does.
import type { CSSProperties } from 'react';

declare const System: { resolve(id: string): string } | undefined;

/** URL of a bundled icon, found where the import map puts @atrium/shoelace; null without SystemJS. */
export function bundledIconUrl(name: string): string | null {
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
