import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { FormDialog, FormField, isValid, Select, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { dataSyncApi, type DataSyncApi, type SourceOption, type SyncForm, type SyncProgress, type SyncReport } from './api';
import sheet from './dataSync.module.css';

const styles = sheet.locals;

/** How often the progress bar asks the server while a sync runs. */
export const PROGRESS_POLL_MS = 500;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,29}$/;

interface Values {
  dbConnectionFrom: string;
  dbConnectionTo: string;
  dbTable: string;
  targetTable: string;
}

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

/** 数据同步 (issue 16 item 10): copy a table from one data source to another, with progress and a report. */
export function DataSyncPage() {
  return <DataSyncView api={dataSyncApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function DataSyncView({ api }: { api: DataSyncApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const [sources, setSources] = useState<SourceOption[]>([]);
  const [tables, setTables] = useState<Array<{ table: string; tableName: string; sum: number }>>([]);
  const [values, setValues] = useState<Values>({ dbConnectionFrom: '', dbConnectionTo: '', dbTable: '', targetTable: '' });
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [asking, setAsking] = useState<{ form: SyncForm; total: number } | null>(null);
  const [choice, setChoice] = useState<'replace' | 'append'>('append');
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  const [report, setReport] = useState<SyncReport | null>(null);

  useEffect(() => {
    let active = true;
    api.sources().then((found) => active && setSources(found), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  useEffect(() => {
    setTables([]);
    if (!values.dbConnectionFrom) return undefined;
    let active = true;
    api.tables(values.dbConnectionFrom).then((found) => active && setTables(found), () => undefined);
    return () => {
      active = false;
    };
  }, [api, values.dbConnectionFrom]);

  // The server's progress while a sync runs (also one started elsewhere, found on mount).
  useEffect(() => {
    let stopped = false;
    const poll = () => {
      api.progress().then((current) => !stopped && setProgress(current), () => undefined);
    };
    poll();
    if (!running && !progress) {
      return () => {
        stopped = true;
      };
    }
    const timer = setInterval(poll, PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
    // Re-armed when a sync starts or ends; progress itself only decides whether to keep polling.
  }, [api, running, progress !== null]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const formOf = (): SyncForm | null => {
    const found: FormErrors<Values> = {};
    if (!values.dbConnectionFrom) found.dbConnectionFrom = t('dataSource.sync.rules.from');
    if (!values.dbConnectionTo) found.dbConnectionTo = t('dataSource.sync.rules.to');
    if (!values.dbTable) found.dbTable = t('dataSource.sync.rules.table');
    if (values.targetTable.trim() && !IDENTIFIER.test(values.targetTable.trim())) found.targetTable = t('dataSource.sync.rules.targetTable');
    setErrors(found);
    if (!isValid(found)) return null;
    return { ...values, targetTable: values.targetTable.trim() };
  };

  const run = async (form: SyncForm) => {
    setAsking(null);
    setRunning(true);
    setReport(null);
    try {
      const result = await api.execute(form);
      setReport(result);
      if (result.success) notifySuccess(t('dataSource.sync.success'));
    } catch {
      // Refused before it began (the client showed why).
    } finally {
      setRunning(false);
      setProgress(null);
    }
  };

  const start = async () => {
    const form = formOf();
    if (!form) return;
    try {
      const check = await api.check(form);
      if (check.targetExists) {
        setChoice('append');
        setAsking({ form: { ...form, targetTable: check.targetTable }, total: check.total });
        return;
      }
      await run({ ...form, existing: null });
    } catch {
      // The client showed why (a system table, the same table, a disabled source).
    }
  };

  const shown = progress ?? (running ? { copied: 0, total: 0 } : null);
  const percent = shown && shown.total > 0 ? Math.round((shown.copied / shown.total) * 100) : 0;
  const sourceOptions = sources.map((source) => ({ value: source.id, label: `${source.fullName}（${source.dbType}）` }));

  return (
    <section className={styles.page} aria-label={t('dataSource.sync.title')}>
      <p className={styles.note}>{t('dataSource.sync.note')}</p>
      <div className={styles.grid}>
        <FormField name="dbConnectionFrom" error={errors.dbConnectionFrom}>
          <Select label={t('dataSource.sync.from')} required value={values.dbConnectionFrom} options={sourceOptions} onChange={(value) => setValues((current) => ({ ...current, dbConnectionFrom: value, dbTable: '' }))} />
        </FormField>
        <FormField name="dbConnectionTo" error={errors.dbConnectionTo}>
          <Select label={t('dataSource.sync.to')} required value={values.dbConnectionTo} options={sourceOptions} onChange={(value) => set('dbConnectionTo', value)} />
        </FormField>
        <FormField name="dbTable" error={errors.dbTable}>
          <Select
            label={t('dataSource.sync.table')}
            required
            value={values.dbTable}
            options={tables.map((table) => ({ value: table.table, label: table.tableName ? `${table.table}（${table.tableName}）` : table.table }))}
            onChange={(value) => set('dbTable', value)}
          />
        </FormField>
        <FormField name="targetTable" error={errors.targetTable}>
          <sl-input label={t('dataSource.sync.targetTable')} maxlength={30} placeholder={values.dbTable} help-text={t('dataSource.sync.targetHint')} value={values.targetTable} onsl-input={(event: Event) => set('targetTable', valueOf(event))} />
        </FormField>
      </div>
      <div className={styles.actions}>
        <sl-button variant="primary" size="small" loading={running} disabled={running} onClick={() => void start()}>{t('dataSource.sync.execute')}</sl-button>
      </div>
      {shown && (
        <div className={styles.progress}>
          <div className={styles.progressLabel}>{t('dataSource.sync.running', { copied: shown.copied, total: shown.total })}</div>
          <sl-progress-bar value={percent} indeterminate={shown.total === 0} label={t('dataSource.sync.running', { copied: shown.copied, total: shown.total })} />
        </div>
      )}
      {report && (
        <div className={styles.report} role="status" aria-label={t('dataSource.sync.report')}>
          <h3>
            {t('dataSource.sync.report')}
            <sl-tag size="small" variant={report.success ? 'success' : 'danger'}>{t(report.success ? 'dataSource.sync.success' : 'dataSource.sync.failed')}</sl-tag>
          </h3>
          <dl>
            <dt>{t('dataSource.sync.table')}</dt>
            <dd>{report.table} → {report.targetTable}</dd>
            <dt>{t('dataSource.sync.mode')}</dt>
            <dd>{t(`dataSource.sync.modes.${report.mode}`)}</dd>
            <dt>{t('dataSource.sync.total')}</dt>
            <dd>{report.total}</dd>
            <dt>{t('dataSource.sync.copied')}</dt>
            <dd>{report.copied}</dd>
            <dt>{t('dataSource.sync.duration')}</dt>
            <dd>{t('dataSource.sync.seconds', { value: (report.durationMs / 1000).toFixed(1) })}</dd>
            {report.errors.length > 0 && (
              <>
                <dt>{t('dataSource.sync.errors')}</dt>
                <dd className={styles.errors}>{report.errors.join('；')}</dd>
              </>
            )}
            {report.warnings.length > 0 && (
              <>
                <dt>{t('dataSource.sync.warnings')}</dt>
                <dd>{report.warnings.join('；')}</dd>
              </>
            )}
          </dl>
        </div>
      )}
      {asking && (
        <FormDialog
          title={t('dataSource.sync.existsTitle')}
          width={600}
          authorize={false}
          confirmText={t('dataSource.sync.execute')}
          onConfirm={() => void run({ ...asking.form, existing: choice })}
          onClose={() => setAsking(null)}
        >
          <p role="alert">{t('dataSource.sync.existsMessage', { name: asking.form.targetTable || asking.form.dbTable, total: asking.total })}</p>
          <sl-radio-group label={t('dataSource.sync.mode')} value={choice} onsl-change={(event: Event) => setChoice(valueOf(event) === 'replace' ? 'replace' : 'append')}>
            <sl-radio value="append">{t('dataSource.sync.append')}</sl-radio>
            <sl-radio value="replace">{t('dataSource.sync.replace')}</sl-radio>
          </sl-radio-group>
        </FormDialog>
      )}
    </section>
  );
}
