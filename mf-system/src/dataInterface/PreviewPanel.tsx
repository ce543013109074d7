import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { InterfaceForm, ParamDef, ParamValue, PreviewAnswer } from './api';
import { useDataInterfaceApi } from './apiContext';
import sheet from './dataInterface.module.css';

const styles = sheet.locals;

interface Props {
  /** The stored interface (its calls are logged under it), or null for a new one. */
  id: string | null;
  params: readonly ParamDef[];
  /** The form as it stands, or null (with the errors shown) when it does not pass its rules. */
  draft: () => InterfaceForm | null;
}

type ResultRow = Record<string, unknown> & { id: string };

const cell = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** 预览: parameter values, a run of the form as it stands, its result as a table, and field discovery. */
export function PreviewPanel({ id, params, draft }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = useDataInterfaceApi();
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const [fields, setFields] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const paramList = (): ParamValue[] =>
    params.filter((param) => (values[param.field] ?? '') !== '').map((param) => ({ field: param.field, value: values[param.field] ?? '' }));

  const attempt = async (work: (config: InterfaceForm) => Promise<void>) => {
    const config = draft();
    if (!config) return;
    setBusy(true);
    try {
      await work(config);
    } catch {
      // The http client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const run = () => attempt(async (config) => setAnswer(await api.preview(id, paramList(), config)));
  const discover = () => attempt(async (config) => setFields(await api.fields(id, paramList(), config)));

  const rows: ResultRow[] = (answer?.list ?? []).map((row, index) => ({ ...row, id: `row-${index}` }));
  const columns: DataTableColumn<ResultRow>[] = (answer?.fields ?? []).map((field) => ({ key: `f:${field}`, label: field, render: (row) => cell(row[field]) }));

  return (
    <section aria-label={t('dataInterface.previewTitle')}>
      <div className={styles.sectionTitle}>{t('dataInterface.previewTitle')}</div>
      <div className={styles.previewBar}>
        {params.map((param, index) => param.field !== '' && (
          <sl-input
            key={index}
            size="small"
            label={`${param.fieldName || param.field}${param.required === 1 ? ' *' : ''}`}
            placeholder={param.defaultValue || t('dataInterface.paramValue')}
            value={values[param.field] ?? ''}
            onsl-input={(event: Event) => {
              const value = (event.target as HTMLInputElement).value;
              setValues((current) => ({ ...current, [param.field]: value }));
            }}
          />
        ))}
        <sl-button size="small" variant="primary" loading={busy} onClick={() => void run()}>
          <sl-icon slot="prefix" name="play-fill" />
          {t('dataInterface.runPreview')}
        </sl-button>
        <sl-button size="small" loading={busy} onClick={() => void discover()}>
          <sl-icon slot="prefix" name="list-columns" />
          {t('dataInterface.discoverFields')}
        </sl-button>
      </div>
      {fields && (
        <p className={styles.previewInfo} role="status">
          {fields.length > 0 ? t('dataInterface.fieldsFound', { fields: fields.join(', ') }) : t('dataInterface.noFields')}
        </p>
      )}
      {answer ? (
        <>
          <p className={styles.previewInfo}>{t('dataInterface.previewTotal', { total: answer.total, duration: answer.duration })}</p>
          <DataTable columns={columns} rows={rows} authorize={false} aria-label={t('dataInterface.previewTitle')} maxHeight={320} />
        </>
      ) : (
        <p className={styles.hint}>{t('dataInterface.previewEmpty')}</p>
      )}
    </section>
  );
}
