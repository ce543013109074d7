import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../i18n';
import type { HeaderDef, ParamDef, ParamType } from './api';
import sheet from './dataInterface.module.css';

const styles = sheet.locals;
const PARAM_TYPES: readonly ParamType[] = ['varchar', 'int', 'decimal', 'datetime'];
const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

export const emptyParam = (): ParamDef => ({ field: '', fieldName: '', dataType: 'varchar', required: 0, defaultValue: '' });

interface ParamRowsProps {
  rows: ParamDef[];
  /** Messages by row index. */
  errors?: Record<number, string>;
  /** Gets a function of the current rows, so two edits in one tick both land. */
  onChange: (update: (rows: ParamDef[]) => ParamDef[]) => void;
}

/** 接口参数: name, label, type, required and default per row. */
export function ParamRows({ rows, errors = {}, onChange }: ParamRowsProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const set = (index: number, patch: Partial<ParamDef>) => onChange((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <div data-field="requestParameters">
      <div className={styles.sectionTitle}>
        <span>{t('dataInterface.params')}</span>
        <sl-button size="small" onClick={() => onChange((current) => [...current, emptyParam()])}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('dataInterface.addParam')}
        </sl-button>
      </div>
      {rows.length === 0 ? (
        <p className={styles.hint}>{t('dataInterface.noParams')}</p>
      ) : (
        <table className={styles.rows}>
          <thead>
            <tr>
              <th>{t('dataInterface.paramField')}</th>
              <th>{t('dataInterface.paramLabel')}</th>
              <th>{t('dataInterface.paramType')}</th>
              <th>{t('dataInterface.paramRequired')}</th>
              <th>{t('dataInterface.paramDefault')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td>
                  <sl-input size="small" aria-label={t('dataInterface.paramField')} value={row.field} onsl-input={(event: Event) => set(index, { field: valueOf(event) })} />
                  {errors[index] && <p className={styles.rowError} role="alert">{errors[index]}</p>}
                </td>
                <td>
                  <sl-input size="small" aria-label={t('dataInterface.paramLabel')} value={row.fieldName} onsl-input={(event: Event) => set(index, { fieldName: valueOf(event) })} />
                </td>
                <td>
                  <sl-select size="small" hoist aria-label={t('dataInterface.paramType')} value={row.dataType} onsl-change={(event: Event) => set(index, { dataType: valueOf(event) as ParamType })}>
                    {PARAM_TYPES.map((type) => <sl-option key={type} value={type}>{type}</sl-option>)}
                  </sl-select>
                </td>
                <td>
                  <sl-checkbox aria-label={t('dataInterface.paramRequired')} checked={row.required === 1} onsl-change={(event: Event) => set(index, { required: (event.target as HTMLInputElement).checked ? 1 : 0 })} />
                </td>
                <td>
                  <sl-input size="small" aria-label={t('dataInterface.paramDefault')} value={row.defaultValue} onsl-input={(event: Event) => set(index, { defaultValue: valueOf(event) })} />
                </td>
                <td>
                  <sl-tooltip content={t('dataInterface.removeRow')}>
                    <sl-icon-button name="trash" label={t('dataInterface.removeRow')} onClick={() => onChange((current) => current.filter((_, at) => at !== index))} />
                  </sl-tooltip>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

interface HeaderRowsProps {
  rows: HeaderDef[];
  onChange: (update: (rows: HeaderDef[]) => HeaderDef[]) => void;
}

/** 请求头 of an HTTP interface: name and value per row. */
export function HeaderRows({ rows, onChange }: HeaderRowsProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const set = (index: number, patch: Partial<HeaderDef>) => onChange((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <div data-field="requestHeaders">
      <div className={styles.sectionTitle}>
        <span>{t('dataInterface.headers')}</span>
        <sl-button size="small" onClick={() => onChange((current) => [...current, { field: '', value: '' }])}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('dataInterface.addHeader')}
        </sl-button>
      </div>
      {rows.length > 0 && (
        <table className={styles.rows}>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td>
                  <sl-input size="small" aria-label={t('dataInterface.headerName')} placeholder={t('dataInterface.headerName')} value={row.field} onsl-input={(event: Event) => set(index, { field: valueOf(event) })} />
                </td>
                <td>
                  <sl-input size="small" aria-label={t('dataInterface.headerValue')} placeholder={t('dataInterface.headerValue')} value={row.value} onsl-input={(event: Event) => set(index, { value: valueOf(event) })} />
                </td>
                <td>
                  <sl-tooltip content={t('dataInterface.removeRow')}>
                    <sl-icon-button name="trash" label={t('dataInterface.removeRow')} onClick={() => onChange((current) => current.filter((_, at) => at !== index))} />
                  </sl-tooltip>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
