import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';

const styles = common.locals;

interface Props {
  /** Shows the 新建 button when given (the caller checks the add permission). */
  onAdd?: () => void;
  onRefresh: () => void;
  /** Page-specific buttons, right-aligned before 新建. */
  children?: ReactNode;
}

/** The bar above a list: page buttons on the right, then 新建 and refresh. */
export function ListToolbar({ onAdd, onRefresh, children }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  return (
    <div className={styles.toolbar}>
      <span className={styles.spacer} />
      {children}
      {onAdd && (
        <sl-button size="small" variant="primary" onClick={onAdd}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('center.add')}
        </sl-button>
      )}
      <sl-icon-button name="arrow-clockwise" label={t('common.refresh')} onClick={onRefresh} />
    </div>
  );
}
