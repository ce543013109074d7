import { useTranslation } from 'react-i18next';
import { FormField, Select } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { SAMPLE_FORM_ID, subTable, type EditorErrors, type EditorValues } from './editorState';
import sheet from './print.module.css';

const styles = sheet.locals;

interface Props {
  values: EditorValues;
  errors: EditorErrors;
  set: <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;
  loadingFields: boolean;
  onLoadFields: () => void;
}

const text = (event: Event) => (event.target as HTMLInputElement).value;

/** 数据源: the form a form template prints, or the SELECTs of a data-source template. */
export function SourceTab({ values, errors, set, loadingFields, onLoadFields }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const setTable = (key: string, change: { name?: string; sql?: string }) =>
    set('tables', values.tables.map((table) => (table.key === key ? { ...table, ...change } : table)));
  return (
    <div>
      {values.type === 2 ? (
        <FormField name="sourceForm" error={errors.fields.sourceForm}>
          <Select required label={t('print.sourceForm')} value={values.sourceForm} options={[{ value: SAMPLE_FORM_ID, label: t('print.sampleForm') }]} onChange={(value) => set('sourceForm', value)} />
        </FormField>
      ) : (
        <>
          <p className={styles.hint}>{t('print.source.hint')}</p>
          <FormField name="sqlMain" error={errors.fields.sqlMain}>
            <sl-textarea className={styles.sqlInput} required rows={5} label={t('print.source.main')} value={values.sqlMain} onsl-input={(event: Event) => set('sqlMain', text(event))} />
          </FormField>
          {values.tables.map((table, index) => (
            <div key={table.key} className={styles.subTable} role="group" aria-label={`${t('print.source.subTable')} ${index + 1}`}>
              <div className={styles.subTableHead}>
                <sl-input size="small" required label={t('print.source.tableName')} value={table.name} onsl-input={(event: Event) => setTable(table.key, { name: text(event) })} />
                <span className={styles.spacer} />
                <sl-button size="small" variant="text" onClick={() => set('tables', values.tables.filter((item) => item.key !== table.key))}>
                  {t('print.source.removeTable')}
                </sl-button>
              </div>
              <sl-textarea className={styles.sqlInput} size="small" rows={3} label={t('print.source.tableSql')} value={table.sql} onsl-input={(event: Event) => setTable(table.key, { sql: text(event) })} />
              {errors.tables[table.key] && <p className={styles.blockError} role="alert">{errors.tables[table.key]}</p>}
            </div>
          ))}
          <sl-button size="small" onClick={() => set('tables', [...values.tables, subTable()])}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t('print.source.addTable')}
          </sl-button>
        </>
      )}
      <p>
        <sl-button size="small" variant="primary" loading={loadingFields} onClick={onLoadFields}>
          {t('print.source.loadFields')}
        </sl-button>
      </p>
    </div>
  );
}
