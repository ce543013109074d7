import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import type { PortalViewApi } from './api';
import { PortalApiContext, usePortalApi } from './context';
import { PORTAL_VIEW_NS } from './i18n';
import { readingOrder, type PortalItem } from './model';
import sheet from './portalView.module.css';
import { MORE_PAGES, renderWidget } from './widgets';
import { followInPortal } from './widgets/portalLink';
import { WidgetBoundary } from './widgets/WidgetBoundary';

const styles = sheet.locals;

export interface PortalViewProps {
  layout: readonly PortalItem[];
  /** The widgets' calls; the real ones by default. */
  api?: PortalViewApi;
}

/** Where an item sits on the 24-column grid, as custom properties the stylesheet reads. */
function placement(item: PortalItem) {
  return { '--col': item.x + 1, '--row': item.y + 1, '--w': item.w, '--h': item.h } as CSSProperties;
}

function Panel({ item }: { item: PortalItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const more = MORE_PAGES[item.jnpfKey];
  const name = item.title || t(`widgets.${item.jnpfKey}`);
  return (
    <section className={`${styles.item} ${styles.panel}`} style={placement(item)} aria-label={name} data-item={item.i} data-kind={item.jnpfKey}>
      {(item.title || more) && (
        <header className={styles.header}>
          {item.title ? <h3 className={styles.title}>{item.title}</h3> : <span />}
          {more && (
            <a className={styles.more} href={more} onClick={followInPortal(more)}>
              {t('common.more')}
            </a>
          )}
        </header>
      )}
      <div className={`${styles.body} ${item.jnpfKey === 'image' ? styles.bodyFlush : ''}`}>
        <WidgetBoundary resetKey={item}>{renderWidget(item)}</WidgetBoundary>
      </div>
    </section>
  );
}

/**
 * A portal's layout on a 24-column grid of 40 px rows; on a narrow screen the items stack at full
 * width. Items are in reading order (rows, then columns) in the page, which is the stacking order
 * and what a screen reader follows.
 */
export function PortalView({ layout, api }: PortalViewProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const inherited = usePortalApi();
  if (layout.length === 0) {
    return (
      <div role="status" className={styles.empty}>
        {t('view.empty')}
      </div>
    );
  }
  return (
    <PortalApiContext.Provider value={api ?? inherited}>
      <div className={styles.grid} data-portal-grid="">
        {readingOrder(layout).map((item) => (
          <Panel key={item.i} item={item} />
        ))}
      </div>
    </PortalApiContext.Provider>
  );
}
