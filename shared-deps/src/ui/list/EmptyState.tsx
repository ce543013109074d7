import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import { EmptyIllustration } from './EmptyIllustration';
import sheet from '../ui.module.css';
import { useStyleSheet } from '../useStyleSheet';

const styles = sheet.locals;

export interface EmptyStateProps {
  /** 暂无数据 by default. */
  message?: string;
  /** The list is empty because of a search or filter: says how to find more. */
  noMatch?: boolean;
  /** An empty list's way forward: a 添加数据 button (named unlike the toolbar's 新建). */
  onAdd?: () => void;
  /** A search that found nothing: a 清空搜索 button (named unlike the search bar's 重置). */
  onClear?: () => void;
  /** Any other way forward: a button under the message. */
  action?: { label: string; onClick: () => void };
}

/** What an empty list shows: a picture, a sentence and, where there is one, the next step. */
export function EmptyState({ message, noMatch = false, onAdd, onClear, action }: EmptyStateProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  return (
    <div className={styles.emptyState}>
      <EmptyIllustration />
      <span>{message ?? t('noData')}</span>
      {noMatch && <span className={styles.emptyHint}>{t('noMatchHint')}</span>}
      {onAdd && (
        <sl-button size="small" variant="primary" outline onClick={onAdd}>
          {t('addFirst')}
        </sl-button>
      )}
      {onClear && (
        <sl-button size="small" onClick={onClear}>
          {t('clearSearch')}
        </sl-button>
      )}
      {action && (
        <sl-button size="small" onClick={action.onClick}>
          {action.label}
        </sl-button>
      )}
    </div>
  );
}
