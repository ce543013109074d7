import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FOLDER_ICON, DEFAULT_MENU_ICON, KNOWN_MENU_ICONS, MENU_ICON_NAMES, menuIconName } from './menuIcon';

const repoRoot = path.resolve(__dirname, '../../..');
const bundledIcons = path.join(repoRoot, 'node_modules/@shoelace-style/shoelace/dist/assets/icons');

/** Every icon-ym name the reference server's menu seed uses (read as text: the seed is server code). */
function seedIconNames(): string[] {
  const seed = readFileSync(path.join(repoRoot, 'server/src/db/seed/menus.ts'), 'utf8');
  const literal = [...seed.matchAll(/'icon-ym icon-ym-(\w+)'/g)].map((m) => m[1]!);
  const viaHelpers = [...seed.matchAll(/(?:page|directory)\('[^']*', '[^']*', '(\w+)'/g)].map((m) => m[1]!);
  return [...new Set([...literal, ...viaHelpers])];
}

describe('menuIconName', () => {
  it('maps every icon the seed uses to its own bundled icon, never the default', () => {
    const names = seedIconNames();
    expect(names.length).toBeGreaterThan(60); // the extraction still understands the seed
    const unmapped = names.filter((name) => !KNOWN_MENU_ICONS.includes(name));
    expect(unmapped).toEqual([]);
    for (const name of names) expect(menuIconName(`icon-ym icon-ym-${name}`)).not.toBe(DEFAULT_MENU_ICON);
  });

  it('tells 系统管理 and 系统数据 apart', () => {
    expect(menuIconName('icon-ym icon-ym-system')).toBe('gear');
    expect(menuIconName('icon-ym icon-ym-systemData')).toBe('database');
  });

  it('only returns icons that Shoelace bundles', () => {
    const missing = MENU_ICON_NAMES.filter((name) => !existsSync(path.join(bundledIcons, `${name}.svg`)));
    expect(missing).toEqual([]);
  });

  it('finds the icon-ym class among other classes, in any order', () => {
    expect(menuIconName('icon-ym-dictionary icon-ym')).toBe('book-half');
    expect(menuIconName('  icon-ym   icon-ym-user  extra ')).toBe('person');
  });

  it('guesses an unknown JNPF name from its words', () => {
    expect(menuIconName('icon-ym icon-ym-salesReport')).toBe('bar-chart-line');
    expect(menuIconName('icon-ym icon-ym-leaveFlow')).toBe('diagram-3');
    expect(menuIconName('icon-ym icon-ym-leaveFlowForm')).toBe('ui-checks');
  });

  it('falls back to a neutral default, a folder for menus with children', () => {
    expect(menuIconName(undefined)).toBe(DEFAULT_MENU_ICON);
    expect(menuIconName(null)).toBe(DEFAULT_MENU_ICON);
    expect(menuIconName('')).toBe(DEFAULT_MENU_ICON);
    expect(menuIconName('el-icon-s-home')).toBe(DEFAULT_MENU_ICON);
    expect(menuIconName('icon-ym icon-ym-zzz')).toBe(DEFAULT_MENU_ICON);
    expect(menuIconName('icon-ym icon-ym-zzz', true)).toBe(DEFAULT_FOLDER_ICON);
    expect(menuIconName('icon-ym icon-ym-system', true)).toBe('gear');
  });
});
