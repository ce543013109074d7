import { useTranslation } from 'react-i18next';
import type { PickerNode } from './api';
import { PICKERS_NS } from './i18n';
import { PickerAvatar } from './PickerAvatar';
import sheet from './pickers.module.css';

const styles = sheet.locals;

export interface PickerListProps {
  rows: readonly PickerNode[];
  loading: boolean;
  isChosen: (node: PickerNode) => boolean;
  onChoose: (node: PickerNode) => void;
  label: string;
  multiple: boolean;
}

/** A flat list of candidates (users with avatar, name and organisation; or other items with their path). */
export function PickerList({ rows, loading, isChosen, onChoose, label, multiple }: PickerListProps) {
  const { t } = useTranslation(PICKERS_NS);
  if (rows.length === 0) return <p className={styles.empty}>{loading ? <sl-spinner aria-label={t('loading')} /> : t('noData')}</p>;
  return (
    <ul className={styles.tree} role="listbox" aria-label={label} aria-multiselectable={multiple} aria-busy={loading}>
      {rows.map((node) => (
        <li key={`${node.type ?? ''}:${node.id}`} className={`${styles.node} ${styles.option}`}
          role="option"
          tabIndex={0}
          aria-selected={isChosen(node)}
          onClick={() => onChoose(node)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            event.stopPropagation();
            onChoose(node);
          }}
        >
          {(node.type ?? 'user') === 'user' && <PickerAvatar node={node} />}
          <span className={styles.label}>
            {node.fullName}
            {(node.organize ?? node.lastFullName) && <span className={styles.path}> {node.organize ?? node.lastFullName}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
