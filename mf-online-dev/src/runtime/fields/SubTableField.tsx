import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, http, type HttpClient } from '@atrium/shared';
import { PopupTableSelect, useStyleSheet, type DataTableColumn, type PopupQuery } from '@atrium/ui';
import { kindOf, subTableColumns } from '../../model/kinds';
import type { Field } from '../../model/types';
import { ONLINE_DEV_NS } from '../../i18n';
import { addRow, addTableConf, moveRow, removeRow, rowFromSelection, summaryRow, updateCell, type AddTableConf, type Row } from '../subTable';
import { cellPath, type RecordErrors } from '../validation';
import { FieldControl } from './FieldControl';
import { FormScopeContext, useFormScope } from './formScope';
import sheet from '../runtime.module.css';

const styles = sheet.locals;

interface Props {
  table: Field;
  /** The columns the user may see (form rights applied). */
  columns: readonly Field[];
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  errors: RecordErrors;
  disabled?: boolean;
  /** Results of the columns' formulas, per row. */
  calculated?: readonly Record<string, number>[];
  /** Tests pass a fake transport for the 选择添加 data interface. */
  client?: HttpClient;
}

type Chosen = Record<string, unknown> & { id: string };
const cellText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** 选择添加 (addType 1): the sub-table's data interface in the shared popup table; every row ticked becomes a row. */
function SelectionPopup({ conf, label, client, onChosen, onClose }: { conf: AddTableConf; label: string; client: HttpClient; onChosen: (rows: Chosen[]) => void; onClose: () => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const key = conf.relationOptions[0]?.value ?? conf.columnOptions[0]?.value ?? 'id';
  const fetchPage = async (query: PopupQuery): Promise<{ list: Chosen[]; total: number }> => {
    const page = await client.post<{ list?: unknown; pagination?: { total?: number } }>(`/api/system/DataInterface/${encodeURIComponent(conf.interfaceId)}/Action/List`, {
      interfaceId: conf.interfaceId,
      columnOptions: conf.columnOptions.map((column) => column.value).join(','),
      listQuery: query,
    });
    const rows = Array.isArray(page.list) ? (page.list as Record<string, unknown>[]) : [];
    // Rows without an id of their own are told apart by their place in the page.
    return { list: rows.map((row, index) => ({ ...row, id: cellText(row.id) || `${query.currentPage}-${index}-${cellText(row[key])}` })), total: page.pagination?.total ?? rows.length };
  };
  const columns: DataTableColumn<Chosen>[] = (conf.columnOptions.length > 0 ? conf.columnOptions : [{ value: key, label: key }]).map((column) => ({
    key: column.value,
    label: column.label,
    render: (row: Chosen) => cellText(row[column.value]),
  }));
  return (
    <PopupTableSelect<Chosen>
      title={conf.popupTitle || t('form.selectRows', { label })}
      columns={columns}
      fetchPage={fetchPage}
      paged={conf.hasPage}
      drawer={conf.popupType === 'drawer'}
      width={conf.popupWidth}
      onConfirmMany={onChosen}
      onClose={onClose}
    />
  );
}

/**
 * A sub-table (spec sections 4, 5 and 9): rows added empty, removed after confirmation, moved up
 * and down; a 合计 row sums the summary columns (non-integers to 2 decimals).
 */
export function SubTableField({ table, columns, rows, onChange, errors, disabled = false, calculated = [], client = http }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const name = table.__vModel__!;
  const label = table.__config__.label;
  const summaryFields = table.showSummary === true ? (table.summaryField ?? []).filter((field) => columns.some((column) => column.__vModel__ === field)) : [];
  // The totals read the rows as shown: calculated columns with their results.
  const shownRows = rows.map((row, index) => ({ ...row, ...calculated[index] }));
  const totals = summaryFields.length > 0 ? summaryRow(shownRows, summaryFields) : null;
  const tableError = errors[name];
  const scope = useFormScope();
  const selection = addTableConf(table);
  const [choosing, setChoosing] = useState(false);

  const remove = async (index: number) => {
    if (!(await confirmDialog({ message: t('form.confirmRemoveRow', { label, row: index + 1 }) }))) return;
    onChange(removeRow(rows, index));
  };

  return (
    <fieldset className={styles.subTable} data-invalid={tableError ? true : undefined}>
      <legend>
        {label}
        {table.__config__.required && <span className={styles.requiredMark}>*</span>}
      </legend>
      <div className={styles.subTableScroll}>
        <table className={styles.subTableGrid} aria-label={label}>
          <thead>
            <tr>
              <th className={styles.indexCell}>{t('form.rowIndex')}</th>
              {columns.map((column) => (
                <th key={column.__config__.renderKey}>
                  {column.__config__.label}
                  {column.__config__.required && <span className={styles.requiredMark}>*</span>}
                </th>
              ))}
              {!disabled && <th className={styles.actionsCell}>{t('form.rowActions')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (disabled ? 1 : 2)} className={styles.emptyRow}>
                  {t('common.noData')}
                </td>
              </tr>
            )}
            {rows.map((row, index) => (
              // A code or related attribute in a row reads the row's values first, then the record's.
              <FormScopeContext.Provider key={index} value={{ values: { ...scope.values, ...row }, fields: scope.fields }}>
              <tr data-row={index}>
                <td className={styles.indexCell}>{index + 1}</td>
                {columns.map((column) => {
                  const columnName = column.__vModel__!;
                  const error = errors[cellPath(name, index, columnName)] ?? null;
                  return (
                    <td key={column.__config__.renderKey} data-field={cellPath(name, index, columnName)}>
                      <FieldControl
                        field={column}
                        inCell
                        value={row[columnName]}
                        calculated={kindOf(column) === 'calculate' ? calculated[index]?.[columnName] : undefined}
                        error={error}
                        disabled={disabled}
                        onChange={(value) => onChange(updateCell(rows, index, columnName, value))}
                      />
                      {error && (
                        <p className={styles.fieldError} role="alert">
                          {error}
                        </p>
                      )}
                    </td>
                  );
                })}
                {!disabled && (
                  <td className={styles.actionsCell}>
                    <sl-icon-button name="arrow-up" label={t('form.moveRowUp', { row: index + 1 })} disabled={index === 0} onClick={() => onChange(moveRow(rows, index, -1))} />
                    <sl-icon-button name="arrow-down" label={t('form.moveRowDown', { row: index + 1 })} disabled={index === rows.length - 1} onClick={() => onChange(moveRow(rows, index, 1))} />
                    <sl-icon-button name="trash" label={t('form.removeRow', { row: index + 1 })} onClick={() => void remove(index)} />
                  </td>
                )}
              </tr>
              </FormScopeContext.Provider>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <tr className={styles.summaryRow}>
                <td className={styles.indexCell}>{t('form.total')}</td>
                {columns.map((column) => (
                  <td key={column.__config__.renderKey} data-total={column.__vModel__}>
                    {totals[column.__vModel__!] ?? ''}
                  </td>
                ))}
                {!disabled && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {!disabled && !selection && (
        <sl-button size="small" className={styles.addRow} onClick={() => onChange(addRow(rows, subTableColumns(table)))}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('form.addRow')}
        </sl-button>
      )}
      {!disabled && selection && (
        <>
          <sl-button size="small" className={styles.addRow} disabled={!selection.interfaceId} onClick={() => setChoosing(true)}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t('form.addBySelection')}
          </sl-button>
          {!selection.interfaceId && <p className={styles.fieldError}>{t('form.interfaceNotSet')}</p>}
          {choosing && (
            <SelectionPopup
              conf={selection}
              label={label}
              client={client}
              onChosen={(chosen) => {
                setChoosing(false);
                const all = subTableColumns(table);
                onChange([...rows, ...chosen.map((row) => rowFromSelection(all, selection, row))]);
              }}
              onClose={() => setChoosing(false)}
            />
          )}
        </>
      )}
      {tableError && (
        <p className={styles.fieldError} role="alert">
          {tableError}
        </p>
      )}
    </fieldset>
  );
}
