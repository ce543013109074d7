import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../FormDialog';
import { useStyleSheet } from '../useStyleSheet';
import type { PickerNode } from './api';
import { PICKERS_NS } from './i18n';
import sheet from './pickers.module.css';
import type { Selection } from './useSelection';

const styles = sheet.locals;

export interface PickerShellProps {
  title: string;
  selection: Selection;
  keyOf: (node: PickerNode) => string;
  onConfirm: () => void;
  onClose: () => void;
  /** The search box and the candidates. */
  children: ReactNode;
  width?: number;
}

/** The 800 px picker dialog (spec section 2): candidates on the left, the chosen items on the right. */
export function PickerShell({ title, selection, keyOf, onConfirm, onClose, children, width = 800 }: PickerShellProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PICKERS_NS);
  return (
    <FormDialog title={title} width={width} authorize={false} onConfirm={onConfirm} onClose={onClose}>
      <div className={styles.body}>
        <div className={styles.main}>{children}</div>
        <section className={styles.pane} aria-label={t('selected')}>
          <header className={styles.paneHeader}>
            <span>{t('selectedCount', { count: selection.items.length })}</span>
            <sl-button size="small" variant="text" disabled={selection.items.length === 0} onClick={selection.clear}>
              {t('clear')}
            </sl-button>
          </header>
          <ul className={styles.paneList}>
            {selection.items.map((item) => (
              <li key={keyOf(item)} className={styles.paneItem}>
                <span className={styles.paneName} title={item.lastFullName ?? item.organize ?? item.fullName}>
                  {item.fullName}
                  {(item.lastFullName ?? item.organize) && <span className={styles.path}> {item.lastFullName ?? item.organize}</span>}
                </span>
                <sl-tooltip content={t('remove', { name: item.fullName })}>
                  <sl-icon-button name="x-lg" label={t('remove', { name: item.fullName })} onClick={() => selection.remove(keyOf(item))} />
                </sl-tooltip>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </FormDialog>
  );
}
