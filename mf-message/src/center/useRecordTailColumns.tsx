import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';
import { EnabledTag } from './EnabledTag';
import type { CommandRow } from './useRecordCommands';

export interface TailWidths {
  sort: number;
  status: number;
  actions: number;
}

/**
 * The last columns of every record list: 排序, 状态 and, when `actions` is given (the user holds
 * some button permission), 操作.
 */
export function useRecordTailColumns<T extends CommandRow & { sortCode: number }>(widths: TailWidths, actions?: (row: T) => ReactNode): DataTableColumn<T>[] {
  const { t } = useTranslation(MESSAGE_NS);
  const columns: DataTableColumn<T>[] = [
    { key: 'sortCode', label: t('center.sortCode'), width: widths.sort },
    { key: 'enabledMark', label: t('center.enabledMark'), width: widths.status, render: (row) => <EnabledTag enabledMark={row.enabledMark} /> },
  ];
  if (actions) columns.push({ key: 'actions', label: t('common.actions'), width: widths.actions, render: actions });
  return columns;
}
