import { useTranslation } from 'react-i18next';
import { PORTAL_VIEW_NS } from '../i18n';
import { linkTarget, type PortalCommonFuncItem } from '../model';
import sheet from '../portalView.module.css';
import { followInPortal } from './portalLink';
import { WidgetState } from './WidgetState';

const styles = sheet.locals;

/**
 * Shortcuts: a page of the portal opens in place (the shell's navigation), an http(s) address in
 * a new tab without access to this window; any other address is shown as plain text, never a link.
 */
export function CommonFuncWidget({ item }: { item: PortalCommonFuncItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  if (item.links.length === 0) return <WidgetState kind="empty" message={t('commonFunc.empty')} />;
  return (
    <ul className={styles.links}>
      {item.links.map((link, index) => {
        const target = linkTarget(link.urlAddress);
        return (
          <li key={index}>
            {target?.kind === 'portal' && (
              <a className={styles.link} href={target.path} onClick={followInPortal(target.path)}>
                <sl-icon name="link-45deg" aria-hidden="true" />
                {link.fullName}
              </a>
            )}
            {target?.kind === 'external' && (
              <a className={styles.link} href={target.url} target="_blank" rel="noopener noreferrer" title={t('commonFunc.newTab', { name: link.fullName })}>
                <sl-icon name="box-arrow-up-right" aria-hidden="true" />
                {link.fullName}
              </a>
            )}
            {!target && <span className={styles.link}>{link.fullName}</span>}
          </li>
        );
      })}
    </ul>
  );
}
