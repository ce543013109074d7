// The project columns shared by the tabs: what each field shows in a list.
import { formatDate } from '@atrium/shared';
import type { DataTableColumn } from '@atrium/ui';
import { SORT_KEYS, type ProjectRow, type SortKey } from './api';
import { formatMoney } from './format';
import { AMOUNT_FIELDS } from './rules';
import sheet from './tableDemo.module.css';

const styles = sheet.locals;

const SORTABLE: ReadonlySet<string> = new Set<SortKey>(SORT_KEYS);

/** Amounts: right-aligned, two decimals, thousands separators. */
export const MONEY_WIDTH = 130;
export const DATE_WIDTH = 110;

/**
 * The data columns, in JNPF's order. Keys are the row's fields (the column rights' codes);
 * `sortable` marks those the server sorts by.
 */
export function projectColumns(label: (field: string) => string): DataTableColumn<ProjectRow>[] {
  const columns: DataTableColumn<ProjectRow>[] = [
    { key: 'projectName', label: label('projectName'), minWidth: 140 },
    { key: 'projectCode', label: label('projectCode'), minWidth: 110 },
    { key: 'projectType', label: label('projectType'), minWidth: 110, render: (row) => row.projectTypeName },
    { key: 'projectPhase', label: label('projectPhase') },
    { key: 'customerName', label: label('customerName'), minWidth: 140 },
    { key: 'principal', label: label('principal'), minWidth: 90 },
    { key: 'jackStands', label: label('jackStands'), minWidth: 90 },
    { key: 'interactionDate', label: label('interactionDate'), width: DATE_WIDTH, render: (row) => formatDate(row.interactionDate, 'yyyy-MM-dd') },
    ...AMOUNT_FIELDS.map(
      (key): DataTableColumn<ProjectRow> => ({ key, label: label(key), width: MONEY_WIDTH, align: 'right', render: (row) => <span className={styles.money}>{formatMoney(row[key])}</span> }),
    ),
    { key: 'registrant', label: label('registrant'), minWidth: 130 },
    { key: 'registerDate', label: label('registerDate'), width: 170, render: (row) => formatDate(row.registerDate) },
  ];
  return columns.map((column) => (SORTABLE.has(column.key) ? { ...column, sortable: true } : column));
}
