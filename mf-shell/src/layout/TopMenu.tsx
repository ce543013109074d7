// The top menu of the functional and blend layouts. Entries that do not fit the measured width
// (about 116 px each) go into a 'more' group that leads to /menuMore (spec sections 2 and 9).
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuRoute, navigate, type MenuNode } from '@atrium/shared';
import { MenuIcon, useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { useLocation } from '../useLocation';
import { MenuLinks } from './MenuLinks';
import { isHomeLike, MENU_MORE_PATH, MORE_ID, splitTopMenu, topLevelOf } from './menuLayout';
import { setMenuOverflow } from './menuOverflow';
import { openMenu } from './openMenu';
import sheet from './layout.module.css';

const styles = sheet.locals;

interface Props {
  menus: readonly MenuNode[];
  /**
   * Blend: the chosen top-level group and how to choose one (its children become the left menu).
   * Functional: absent, and a folder opens a dropdown of its pages instead.
   */
  group?: string | null;
  onGroup?: (id: string) => void;
}

/** Width available to the menu, followed with a ResizeObserver; null until measured. */
function useWidth(element: HTMLElement | null): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return; // jsdom
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

export function TopMenu({ menus, group, onGroup }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  // Read here, not passed down: the navbar holding this menu need not re-render on every route.
  const { path } = useLocation();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const width = useWidth(element);
  const [open, setOpen] = useState<string | null>(null);
  const split = width === null ? { visible: [...menus], overflow: [] } : splitTopMenu(menus, width);
  const panel = useRef<HTMLLIElement | null>(null);

  const overflowKey = split.overflow.map((menu) => menu.id).join(',');
  // Keyed by the overflowed ids: a new array of the same entries is no change.
  useEffect(() => {
    setMenuOverflow(split.overflow);
  }, [overflowKey, menus]);
  useEffect(() => () => setMenuOverflow(null), []);

  // A click outside the open dropdown, or Escape, closes it.
  useEffect(() => {
    if (open === null) return;
    const onPointer = (event: PointerEvent): void => {
      if (!panel.current?.contains(event.target as Node)) setOpen(null);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  useEffect(() => setOpen(null), [path]);

  const current = topLevelOf(menus, path);
  // Home and dashboard select the first menu (spec section 2 "Shell").
  const routeId = isHomeLike(path) ? menus[0]?.id : current && split.overflow.includes(current) ? MORE_ID : current?.id;
  const activeId = group ?? routeId;

  function choose(menu: MenuNode): void {
    if (menuRoute(menu).kind !== 'folder') {
      openMenu(menu);
      return;
    }
    if (onGroup) onGroup(menu.id);
    else setOpen((value) => (value === menu.id ? null : menu.id));
  }

  function chooseMore(): void {
    onGroup?.(MORE_ID);
    navigate(MENU_MORE_PATH);
  }

  return (
    <nav ref={setElement} className={styles.topMenu} aria-label={t('layout.topMenu')}>
      <ul role="menubar" className={styles.topMenuBar} aria-label={t('layout.topMenu')}>
        {split.visible.map((menu) => {
          const folder = menuRoute(menu).kind === 'folder';
          const dropdown = folder && !onGroup;
          return (
            <li key={menu.id} className={styles.topMenuEntry} ref={open === menu.id ? panel : undefined}>
              <button
                type="button"
                role="menuitem"
                className={styles.topMenuItem}
                title={menu.fullName}
                data-active={activeId === menu.id ? '' : undefined}
                aria-haspopup={dropdown ? 'menu' : undefined}
                aria-expanded={dropdown ? open === menu.id : undefined}
                onClick={() => choose(menu)}
              >
                <MenuIcon icon={menu.icon} folder={folder} className={styles.topMenuIcon} />
                <span className={styles.topMenuText}>{menu.fullName}</span>
              </button>
              {dropdown && open === menu.id && (
                <div role="menu" aria-label={menu.fullName} className={styles.topMenuPanel}>
                  <MenuLinks menus={menu.children ?? []} path={path} onOpen={() => setOpen(null)} />
                </div>
              )}
            </li>
          );
        })}
        {split.overflow.length > 0 && (
          <li className={styles.topMenuEntry}>
            <button
              type="button"
              role="menuitem"
              className={styles.topMenuItem}
              data-active={activeId === MORE_ID || path === MENU_MORE_PATH ? '' : undefined}
              onClick={chooseMore}
            >
              <sl-icon name="three-dots" aria-hidden="true" className={styles.topMenuIcon} />
              <span className={styles.topMenuText}>{t('layout.more')}</span>
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
