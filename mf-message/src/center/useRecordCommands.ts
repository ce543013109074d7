import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, notifySuccess } from '@atrium/shared';
import { MESSAGE_NS } from '../i18n';

/** What every message-centre record has for the row commands. */
export interface CommandRow {
  id: string;
  /** Named in the confirmations (issue 17 item 5). */
  fullName: string;
  enabledMark: number;
}

/** The record endpoints behind the row commands. */
export interface RecordEndpoints {
  remove: (id: string) => Promise<unknown>;
  toggle: (id: string) => Promise<unknown>;
  copy: (id: string) => Promise<unknown>;
}

export interface RecordCommands<T extends CommandRow> {
  remove: (row: T) => Promise<void>;
  toggle: (row: T) => Promise<void>;
  copy: (row: T) => void;
}

/**
 * Delete (confirmed), enable/disable (confirmed) and copy of one row, each toasting and reloading
 * the list on success; a failure is already toasted by the http client.
 */
export function useRecordCommands<T extends CommandRow>(endpoints: RecordEndpoints, reload: () => void): RecordCommands<T> {
  const { t } = useTranslation(MESSAGE_NS);
  const changed = (message: string) => {
    notifySuccess(message);
    reload();
  };
  return {
    remove: async (row) => {
      if (!(await confirmDelete({ name: row.fullName }))) return;
      endpoints.remove(row.id).then(() => changed(t('center.deleted')), () => undefined);
    },
    toggle: async (row) => {
      if (!(await confirmDialog({ message: t(row.enabledMark === 1 ? 'center.confirmDisable' : 'center.confirmEnable', { name: row.fullName }) }))) return;
      endpoints.toggle(row.id).then(() => changed(t('center.updated')), () => undefined);
    },
    copy: (row) => {
      endpoints.copy(row.id).then(() => changed(t('center.copied')), () => undefined);
    },
  };
}
