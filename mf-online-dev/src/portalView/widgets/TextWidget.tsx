import { useTranslation } from 'react-i18next';
import { PORTAL_VIEW_NS } from '../i18n';
import type { PortalTextItem } from '../model';
import sheet from '../portalView.module.css';
import { WidgetState } from './WidgetState';

const styles = sheet.locals;

/** Plain text with its line breaks kept (pre-wrap); never read as HTML. */
export function TextWidget({ item }: { item: PortalTextItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  if (item.content.trim() === '') return <WidgetState kind="empty" message={t('text.empty')} />;
  return <p className={styles.text}>{item.content}</p>;
}
