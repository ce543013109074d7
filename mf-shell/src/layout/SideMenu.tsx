import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuRoute, type MenuNode } from '@atrium/shared';
import { openMenu } from './openMenu';
import { SHELL_NS } from '../i18n';
import { MenuIcon, PlainIcon, useStyleSheet } from '@atrium/ui';
import sheet from './layout.module.css';

const styles = sheet.locals;

interface Props {
  menus: readonly MenuNode[];
  path: string;
  collapsed: boolean;
  /** Classic layout: a top-level type-1 entry is chosen instead of unfolded (its children become the menu). */
  onGroup?: (menu: MenuNode) => void;
  /** One folder open per level: opening one closes its siblings, and a new page closes other trails. */
  accordion?: boolean;
  /** Called after an entry that leads somewhere is chosen (the mobile drawer closes, even on the page already shown). */
  onChoose?: () => void;
}

/** Ids of the folders on the way to the menu whose route is `path` (or, byId, whose id is `path`). */
function ancestorsOf(menus: readonly MenuNode[], path: string, trail: string[] = [], byId = false): string[] | null {
  for (const menu of menus) {
    if (byId && menu.id === path) return trail;
    const route = menuRoute(menu);
    if (!byId && route.kind === 'page' && route.path === path) return trail;
    if (menu.children?.length) {
      const found = ancestorsOf(menu.children, path, [...trail, menu.id], byId);
      if (found) return found;
    }
  }
  return null;
}

export function SideMenu({ menus, path, collapsed, onGroup, accordion = false, onChoose }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const nav = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(ancestorsOf(menus, path) ?? []));

  useEffect(() => {
    const trail = ancestorsOf(menus, path);
    if (trail?.length) setExpanded((current) => new Set(accordion ? trail : [...current, ...trail]));
  }, [menus, path, accordion]);

  // The current page's entry in view (it could sit far below the fold after a reload or a search):
  // after the folders on its way have rendered open.
  useEffect(() => {
    nav.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest' });
  }, [path, expanded, collapsed]);

  if (menus.length === 0) return <p className={styles.emptyMenu}>{t('layout.emptyMenu')}</p>;

  const toggle = (id: string) =>
    setExpanded((current) => {
      if (current.has(id)) {
        const next = new Set(current);
        next.delete(id);
        return next;
      }
      // Accordion: the folder's own trail stays open, everything beside it closes.
      if (accordion) return new Set([...(ancestorsOf(menus, id, [], true) ?? []), id]);
      return new Set([...current, id]);
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
              onClick={() => {
                if (onGroup && depth === 0 && menu.type === 1 && menu.children?.length) onGroup(menu);
                else if (isFolder) toggle(menu.id);
                else {
                  openMenu(menu);
                  onChoose?.();
                }
              }}
            >
              <MenuIcon icon={menu.icon} folder={isFolder} className={styles.menuIcon} />
              {!collapsed && <span className={styles.menuText}>{menu.fullName}</span>}
              {!collapsed && isFolder && <PlainIcon name={isOpen ? 'chevron-down' : 'chevron-right'} className={styles.caret} />}
            </button>
            {isFolder && isOpen && !collapsed && menu.children?.length ? renderItems(menu.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return <nav ref={nav} className={styles.menu}>{renderItems(menus, 0)}</nav>;
}
