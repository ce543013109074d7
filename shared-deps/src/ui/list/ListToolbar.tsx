import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import sheet from '../ui.module.css';
import { useStyleSheet } from '../useStyleSheet';

const styles = sheet.locals;

export interface ListToolbarProps {
  /** A heading at the start of the bar (the chosen category, the page name…). */
  caption?: ReactNode;
  /** Shows the 新建 button when given (the caller checks the add permission). */
  onAdd?: () => void;
  /** The add button's text when 新建 does not fit (新建子项…). */
  addLabel?: string;
  onRefresh: () => void;
  /** Shows the column settings button when given. */
  onColumnSettings?: () => void;
  /** Page-specific buttons, right-aligned before 新建. */
  children?: ReactNode;
}

/** The bar above a list: caption, page buttons, then 新建, refresh and column settings. */
export function ListToolbar({ caption, onAdd, addLabel, onRefresh, onColumnSettings, children }: ListToolbarProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  return (
    <div className={styles.listToolbar}>
      {caption && <h3 className={styles.listCaption}>{caption}</h3>}
      <span className={styles.spacer} />
      {children}
      {onAdd && (
        <sl-button size="small" variant="primary" onClick={onAdd}>
          <sl-icon slot="prefix" name="plus-lg" />
          {addLabel ?? t('add')}
        </sl-button>
      )}
      <sl-tooltip content={t('refresh')}>
        <sl-icon-button name="arrow-clockwise" label={t('refresh')} onClick={onRefresh} />
      </sl-tooltip>
      {onColumnSettings && (
        <sl-tooltip content={t('columnSettings')}>
          <sl-icon-button name="layout-three-columns" label={t('columnSettings')} onClick={onColumnSettings} />
        </sl-tooltip>
      )}
    </div>
  );
}
