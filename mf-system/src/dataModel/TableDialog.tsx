import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { DATA_TYPES, type DataModelApi, type DataType, type FieldRow, type TableForm } from './api';
import { hasProblems, needsLength, validateTable, type FieldDraft, type TableProblems } from './rules';
import sheet from './dataModel.module.css';

const styles = sheet.locals;

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;
const checkedOf = (event: Event): 0 | 1 => ((event.target as HTMLInputElement).checked ? 1 : 0);

interface Props {
  api: DataModelApi;
  linkId: string;
  /** The table to edit, or null for a new one. */
  table: string | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 新建表 / 编辑表: name, comment and the fields (name, type, length, nullable, key, comment). */
export function TableDialog({ api, linkId, table, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const nextKey = useRef(1);
  const draft = (row: Partial<FieldRow> & { oldField?: string | null } = {}): FieldDraft => ({
    key: nextKey.current++,
    field: '', fieldName: '', dataType: 'varchar', dataLength: '50', allowNull: 1, primaryKey: 0, oldField: null, ...row,
  });
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [fields, setFields] = useState<FieldDraft[]>(() => (table ? [] : [draft({ field: 'id', dataLength: '50', allowNull: 0, primaryKey: 1 })]));
  const [problems, setProblems] = useState<TableProblems>({ rows: {} });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!table) return undefined;
    let active = true;
    api.info(linkId, table).then((info) => {
      if (!active) return;
      setName(info.tableInfo.table);
      setComment(info.tableInfo.tableName);
      setFields(info.tableFieldList.map((field) => draft({ ...field, oldField: field.field })));
    }, () => undefined);
    return () => {
      active = false;
    };
    // draft only reads a ref.
  }, [api, linkId, table]);

  const set = (key: number, patch: Partial<FieldDraft>) => setFields((current) => current.map((field) => (field.key === key ? { ...field, ...patch } : field)));

  const save = async () => {
    const found = validateTable(name, fields);
    setProblems(found);
    if (hasProblems(found)) {
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('[data-dm-dialog] [role="alert"]');
        (first?.parentElement?.querySelector<HTMLElement>('sl-input, sl-select') ?? first)?.focus();
      });
      return;
    }
    const form: TableForm = {
      tableInfo: { ...(table ? { table } : {}), newTable: name.trim(), tableName: comment.trim() },
      tableFieldList: fields.map(({ key: _key, ...field }) => ({ ...field, field: field.field.trim(), fieldName: field.fieldName.trim(), dataLength: needsLength(field.dataType) ? field.dataLength.trim() : '' })),
    };
    setBusy(true);
    try {
      if (table) await api.update(linkId, form);
      else await api.create(linkId, form);
      onSaved(t(table ? 'dataSource.model.updated' : 'dataSource.model.created'));
    } catch {
      // Refused (the client showed the server's reason): the input stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={table ? t('dataSource.model.editTitle', { name: table }) : t('dataSource.model.newTitle')} width={1000} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <div data-dm-dialog>
        <div className={styles.grid}>
          <FormField name="table" error={problems.table}>
            <sl-input label={t('dataSource.model.table')} required maxlength={30} value={name} onsl-input={(event: Event) => setName(valueOf(event))} />
          </FormField>
          <FormField name="tableName">
            <sl-input label={t('dataSource.model.tableName')} maxlength={100} value={comment} onsl-input={(event: Event) => setComment(valueOf(event))} />
          </FormField>
        </div>
        <div className={styles.sectionTitle}>
          <span>{t('dataSource.model.fields')}</span>
          <sl-button size="small" onClick={() => setFields((current) => [...current, draft()])}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t('dataSource.model.addField')}
          </sl-button>
        </div>
        {problems.fields && <p className={styles.error} role="alert">{problems.fields}</p>}
        <table className={styles.rows}>
          <thead>
            <tr>
              <th>{t('dataSource.model.field')}</th>
              <th>{t('dataSource.model.dataType')}</th>
              <th>{t('dataSource.model.dataLength')}</th>
              <th className={styles.center}>{t('dataSource.model.allowNull')}</th>
              <th className={styles.center}>{t('dataSource.model.primaryKey')}</th>
              <th>{t('dataSource.model.fieldName')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.key}>
                <td>
                  <sl-input size="small" required maxlength={30} aria-label={t('dataSource.model.field')} value={field.field} onsl-input={(event: Event) => set(field.key, { field: valueOf(event) })} />
                  {problems.rows[field.key] && <p className={styles.rowError} role="alert">{problems.rows[field.key]}</p>}
                </td>
                <td>
                  <sl-select
                    size="small"
                    hoist
                    aria-label={t('dataSource.model.dataType')}
                    value={field.dataType}
                    onsl-change={(event: Event) => {
                      const dataType = valueOf(event) as DataType;
                      set(field.key, { dataType, dataLength: dataType === 'varchar' ? '50' : dataType === 'decimal' ? '18,2' : '' });
                    }}
                  >
                    {DATA_TYPES.map((type) => <sl-option key={type} value={type}>{type}</sl-option>)}
                  </sl-select>
                </td>
                <td>
                  <sl-input
                    size="small"
                    aria-label={t('dataSource.model.dataLength')}
                    title={t('dataSource.model.lengthHint')}
                    disabled={!needsLength(field.dataType)}
                    value={needsLength(field.dataType) ? field.dataLength : '—'}
                    onsl-input={(event: Event) => set(field.key, { dataLength: valueOf(event) })}
                  />
                </td>
                <td className={styles.center}>
                  <sl-checkbox aria-label={t('dataSource.model.allowNull')} checked={field.allowNull === 1} onsl-change={(event: Event) => set(field.key, { allowNull: checkedOf(event) })} />
                </td>
                <td className={styles.center}>
                  <sl-checkbox
                    aria-label={t('dataSource.model.primaryKey')}
                    checked={field.primaryKey === 1}
                    onsl-change={(event: Event) => {
                      const primaryKey = checkedOf(event);
                      set(field.key, primaryKey ? { primaryKey, allowNull: 0 } : { primaryKey });
                    }}
                  />
                </td>
                <td>
                  <sl-input size="small" maxlength={100} aria-label={t('dataSource.model.fieldName')} value={field.fieldName} onsl-input={(event: Event) => set(field.key, { fieldName: valueOf(event) })} />
                </td>
                <td>
                  <sl-tooltip content={t('dataSource.model.removeField')}>
                    <sl-icon-button name="trash" label={t('dataSource.model.removeField')} onClick={() => setFields((current) => current.filter((item) => item.key !== field.key))} />
                  </sl-tooltip>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.hint}>{t('dataSource.model.lengthHint')}</p>
      </div>
    </FormDialog>
  );
}
