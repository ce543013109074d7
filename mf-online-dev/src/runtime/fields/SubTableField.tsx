import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { kindOf, subTableColumns } from '../../model/kinds';
import type { Field } from '../../model/types';
import { ONLINE_DEV_NS } from '../../i18n';
import { addRow, moveRow, removeRow, summaryRow, updateCell, type Row } from '../subTable';
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
}

/**
 * A sub-table (spec sections 4, 5 and 9): rows added empty, removed after confirmation, moved up
 * and down; a 合计 row sums the summary columns (non-integers to 2 decimals).
 */
export function SubTableField({ table, columns, rows, onChange, errors, disabled = false, calculated = [] }: Props) {
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
      {!disabled && (
        <sl-button size="small" className={styles.addRow} onClick={() => onChange(addRow(rows, subTableColumns(table)))}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('form.addRow')}
        </sl-button>
      )}
      {tableError && (
        <p className={styles.fieldError} role="alert">
          {tableError}
        </p>
      )}
    </fieldset>
  );
}
