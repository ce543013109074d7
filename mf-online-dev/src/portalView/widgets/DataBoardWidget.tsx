import { useTranslation } from 'react-i18next';
import { thousands } from '@atrium/shared';
import { usePortalApi } from '../context';
import { PORTAL_VIEW_NS } from '../i18n';
import { DASHBOARD_FIGURE_KEYS, type PortalDataBoardItem } from '../model';
import sheet from '../portalView.module.css';
import { useWidgetData } from './useWidgetData';
import { WidgetState } from './WidgetState';

const styles = sheet.locals;

const KNOWN: readonly string[] = DASHBOARD_FIGURE_KEYS;

/** The chosen figures of the dashboard overview (the home page's numbers), in the chosen order. */
export function DataBoardWidget({ item }: { item: PortalDataBoardItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const api = usePortalApi();
  const { state, retry } = useWidgetData(() => api.overview(), 'overview');
  const figures = item.figures.filter((key) => KNOWN.includes(key));
  if (figures.length === 0) return <WidgetState kind="empty" message={t('dataBoard.empty')} />;
  if (state.kind === 'loading') return <WidgetState kind="loading" />;
  if (state.kind === 'error') return <WidgetState kind="error" message={t('dataBoard.failed')} onRetry={retry} />;
  return (
    <div className={styles.figures}>
      {figures.map((key) => {
        const value = Number(state.data[key]);
        return (
          <div key={key} className={styles.figure} data-figure={key}>
            <div className={styles.figureLabel}>{t(`figures.${key}`)}</div>
            <div className={styles.figureValue}>{Number.isFinite(value) ? thousands(value) : '—'}</div>
          </div>
        );
      })}
    </div>
  );
}
