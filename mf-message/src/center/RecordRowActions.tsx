import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import type { ButtonPermissions } from './useButtonPermissions';
import type { CommandRow, RecordCommands } from './useRecordCommands';

const styles = common.locals;

interface Props<T extends CommandRow> {
  row: T;
  permissions: ButtonPermissions;
  commands: RecordCommands<T>;
  onEdit: (row: T) => void;
  /** Page-specific buttons, shown between copy and enable/disable. */
  children?: ReactNode;
}

/** Edit, copy, enable/disable and delete of one record, each shown only with its button permission. */
export function RecordRowActions<T extends CommandRow>({ row, permissions, commands, onEdit, children }: Props<T>) {
  const { t } = useTranslation(MESSAGE_NS);
  const { canAdd, canEdit, canRemove } = permissions;
  return (
    <span className={styles.rowActions}>
      {canEdit && <sl-button size="small" variant="text" onClick={() => onEdit(row)}>{t('center.edit')}</sl-button>}
      {canAdd && <sl-button size="small" variant="text" onClick={() => commands.copy(row)}>{t('center.copy')}</sl-button>}
      {children}
      {canEdit && (
        <sl-button size="small" variant="text" onClick={() => void commands.toggle(row)}>
          {t(row.enabledMark === 1 ? 'center.disable' : 'center.enable')}
        </sl-button>
      )}
      {canRemove && <sl-button size="small" variant="text" onClick={() => void commands.remove(row)}>{t('center.delete')}</sl-button>}
    </span>
  );
}
