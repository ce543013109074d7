import { menuRoute, type MenuNode } from '@atrium/shared';
import { MenuIcon } from '@atrium/ui';
import { openMenu } from './openMenu';
import sheet from './layout.module.css';

const styles = sheet.locals;

interface Props {
  menus: readonly MenuNode[];
  path: string;
  /** Called after an entry was opened (closes the dropdown holding the links). */
  onOpen?: () => void;
}

/** A menu subtree as nested links: folders as headings, pages and links as buttons. */
export function MenuLinks({ menus, path, onOpen }: Props) {
  return (
    <ul className={styles.menuLinks}>
      {menus.map((menu) => {
        const route = menuRoute(menu);
        if (route.kind === 'folder') {
          return (
            <li key={menu.id}>
              <span className={styles.menuLinksHeading}>
                <MenuIcon icon={menu.icon} folder className={styles.menuLinkIcon} />
                {menu.fullName}
              </span>
              <MenuLinks menus={menu.children ?? []} path={path} onOpen={onOpen} />
            </li>
          );
        }
        const active = route.kind === 'page' && route.path === path;
        return (
          <li key={menu.id}>
            <button
              type="button"
              role="menuitem"
              className={styles.menuLink}
              data-active={active ? '' : undefined}
              onClick={() => {
                openMenu(menu);
                onOpen?.();
              }}
            >
              <MenuIcon icon={menu.icon} className={styles.menuLinkIcon} />
              {menu.fullName}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
