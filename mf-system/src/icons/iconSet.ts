// The icon set of the menus, for the 系统图标 page and the menu editor's icon picker: one source.
// The names are those MenuIcon (@atrium/ui) draws, which is also how the shell draws the menus.
import { loadMenuIconNames } from '@atrium/ui';

/** How a menu stores an icon: JNPF's icon font classes ("icon-ym icon-ym-system"). */
export const ICON_CLASS_PREFIX = 'icon-ym icon-ym-';

export const iconClassOf = (name: string): string => `${ICON_CLASS_PREFIX}${name}`;

/** Every JNPF icon name (the part after icon-ym-) the portal draws, loaded with MenuIcon's chunk. */
export const loadIconNames = (): Promise<readonly string[]> => loadMenuIconNames();

/** Names matching a search, which may be typed as a name, icon-ym-name or the full class. */
export function filterIconNames(names: readonly string[], keyword: string): readonly string[] {
  const needle = keyword.trim().toLowerCase().replace(/^icon-ym\s+/, '').replace(/^icon-ym-/, '');
  return needle === '' ? names : names.filter((name) => name.toLowerCase().includes(needle));
}
