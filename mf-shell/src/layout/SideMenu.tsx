import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuRoute, type MenuNode } from '@atrium/shared';
import { openMenu } from './openMenu';
import { SHELL_NS } from '../i18n';
import { MenuIcon, useStyleSheet } from '@atrium/ui';
import sheet from './layout.module.css';

const styles = sheet.locals;

interface Props {
  menus: readonly MenuNode[];
  path: string;
  collapsed: boolean;
  /** Classic layout: a top-level type-1 entry is chosen instead of unfolded (its children become the menu). */
  onGroup?: (menu: MenuNode) => void;
}

/** Ids of the folders on the way to the menu whose route is `path`. */
function ancestorsOf(menus: readonly MenuNode[], path: string, trail: string[] = []): string[] | null {
  for (const menu of menus) {
    const route = menuRoute(menu);
    if (route.kind === 'page' && route.path === path) return trail;
    if (menu.children?.length) {
      const found = ancestorsOf(menu.children, path, [...trail, menu.id]);
      if (found) return found;
    }
  }
  return null;
}

export function SideMenu({ menus, path, collapsed, onGroup }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(ancestorsOf(menus, path) ?? []));

  useEffect(() => {
    const trail = ancestorsOf(menus, path);
    if (trail?.length) setExpanded((current) => new Set([...current, ...trail]));
  }, [menus, path]);

  if (menus.length === 0) return <p className={styles.emptyMenu}>{t('layout.emptyMenu')}</p>;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderItems = (items: readonly MenuNode[], depth: number) => (
    <ul className={styles.menuList} role={depth === 0 ? 'tree' : 'group'} aria-label={depth === 0 ? t('layout.menu') : undefined}>
      {items.map((menu) => {
        const route = menuRoute(menu);
        const isFolder = route.kind === 'folder';
        const isOpen = expanded.has(menu.id);
        const active = route.kind === 'page' && route.path === path;
        return (
          <li key={menu.id} role="treeitem" aria-expanded={isFolder ? isOpen : undefined} aria-selected={active}>
            <button
              type="button"
              className={styles.menuItem}
              data-active={active ? '' : undefined}
              style={{ paddingLeft: 16 + depth * 16 }}
              title={menu.fullName}
              onClick={() => (onGroup && depth === 0 && menu.type === 1 && menu.children?.length ? onGroup(menu) : isFolder ? toggle(menu.id) : openMenu(menu))}
            >
              <MenuIcon icon={menu.icon} folder={isFolder} className={styles.menuIcon} />
              {!collapsed && <span className={styles.menuText}>{menu.fullName}</span>}
              {!collapsed && isFolder && <span className={styles.caret} aria-hidden="true">{isOpen ? '▾' : '▸'}</span>}
            </button>
            {isFolder && isOpen && !collapsed && menu.children?.length ? renderItems(menu.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return <nav className={styles.menu}>{renderItems(menus, 0)}</nav>;
}
