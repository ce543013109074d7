// /menuMore: the top menu's overflow group ('more', spec section 2), each entry with its pages.
// Without a top menu (classic, plain) it lists the whole menu.
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $menus } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { MenuLinks } from '../layout/MenuLinks';
import { $menuOverflow } from '../layout/menuOverflow';
import sheet from '../layout/layout.module.css';
import { useLocation } from '../useLocation';

const styles = sheet.locals;

export function MenuMorePage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const { path } = useLocation();
  const menus = useStore($menus);
  const overflow = useStore($menuOverflow);
  const entries = overflow ?? menus;
  return (
    <section className={styles.menuMore} aria-labelledby="atrium-menu-more">
      <h2 id="atrium-menu-more">{t('layout.more')}</h2>
      {entries.length === 0 ? (
        <p>{t('layout.moreEmpty')}</p>
      ) : (
        <div role="menu" aria-labelledby="atrium-menu-more" className={styles.menuMoreGrid}>
          <MenuLinks menus={entries} path={path} />
        </div>
      )}
    </section>
  );
}
