import { useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { DataTable, type DataTableColumn } from '../DataTable';
import { useStyleSheet } from '../useStyleSheet';
import { createImportApi, type ExceptionAction, type ImportApi, type ImportHeader, type ImportResult, type ImportRow } from './api';
import { downloadFile } from '../download';
import { IMPORT_NS } from './i18n';
import sheet from './importWizard.module.css';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, fileProblem } from './rules';

const styles = sheet.locals;

export interface ImportWizardProps {
  /** The module base of the calls: 'permission/Users' asks /api/permission/Users/TemplateDownload and so on. */
  module: string;
  /** 批量导入 by default. */
  title?: string;
  /** The call that exports the rejected rows (ImportExceptionData by default). */
  exceptionAction?: ExceptionAction;
  onClose: () => void;
  /** After an import that saved rows, e.g. to reload the list. */
  onImported?: (result: ImportResult) => void;
  /** Tests pass a fake; pages use the default for `module`. */
  api?: ImportApi;
}

type Step = 0 | 1 | 2;
/** A preview row with a key of its own, so removing a row keeps the others' inputs in place. */
type PreviewRow = { id: string; values: ImportRow };

const cellText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * The three-step import (spec sections 2, 4, 5): upload an xls/xlsx file (≤ 500 KB) after
 * downloading the template; correct or remove rows in the preview; import and see the counts,
 * with the rejected rows and their reasons to export.
 */
export function ImportWizard({ module, title, exceptionAction, onClose, onImported, api: given }: ImportWizardProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(IMPORT_NS);
  const api = useMemo(() => given ?? createImportApi(module, exceptionAction), [given, module, exceptionAction]);
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>(0);
  const [file, setFile] = useState<{ label: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [headers, setHeaders] = useState<ImportHeader[]>([]);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem === 'type') return notifyWarning(t('wrongType', { type: '.xls,.xlsx' }));
    if (problem === 'size') return notifyWarning(t('tooLarge', { size: IMPORT_MAX_BYTES / 1024, unit: 'KB' }));
    // Only the last file is kept: a new upload replaces the one before.
    setFile(null);
    setProgress(0);
    api.upload(chosen, setProgress).then(
      (uploaded) => setFile({ label: chosen.name, name: uploaded.name }),
      () => undefined, // the client has shown the server's message
    ).finally(() => setProgress(null));
  };

  const toPreview = () => {
    if (!file) return notifyWarning(t('noFile'));
    setBusy(true);
    api.preview(file.name).then(
      (preview) => {
        if (preview.dataRow.length > IMPORT_MAX_ROWS) return notifyWarning(t('tooMany', { max: IMPORT_MAX_ROWS }));
        setHeaders(preview.headerRow);
        setRows(preview.dataRow.map((values, index) => ({ id: String(index), values })));
        setStep(1);
      },
      () => undefined,
    ).finally(() => setBusy(false));
  };

  const runImport = () => {
    if (rows.length === 0) return notifyWarning(t('empty'));
    setBusy(true);
    api.importData(rows.map((row) => row.values)).then(
      (answer) => {
        setResult(answer);
        setStep(2);
        if (answer.snum > 0) onImported?.(answer);
      },
      () => undefined,
    ).finally(() => setBusy(false));
  };

  const exportExceptions = () => {
    if (!result) return;
    api.exportExceptions(result.failResult).then((link) => downloadFile(link.url, link.name), () => undefined);
  };

  const setCell = (id: string, key: string, value: string) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, values: { ...row.values, [key]: value } } : row)));

  const previewColumns: DataTableColumn<PreviewRow>[] = [
    { key: 'index', label: '#', width: 50, render: (row) => rows.indexOf(row) + 1 },
    ...headers.map<DataTableColumn<PreviewRow>>((header) => ({
      key: header.id,
      label: header.fullName,
      render: (row) =>
        header.children?.length ? (
          cellText(row.values[header.id])
        ) : (
          <sl-input
            size="small"
            aria-label={`${header.fullName} ${rows.indexOf(row) + 1}`}
            value={cellText(row.values[header.id])}
            onsl-input={(event: Event) => setCell(row.id, header.id, (event.target as HTMLInputElement).value)}
          />
        ),
    })),
    {
      key: 'actions',
      label: t('actions'),
      width: 80,
      render: (row) => (
        <sl-button size="small" variant="text" aria-label={t('removeRow', { index: rows.indexOf(row) + 1 })} onClick={() => setRows((current) => current.filter((item) => item.id !== row.id))}>
          {t('remove')}
        </sl-button>
      ),
    },
  ];

  const failRows = useMemo(() => (result?.failResult ?? []).map((values, index) => ({ id: String(index), values })), [result]);
  const failColumns: DataTableColumn<PreviewRow>[] = [
    ...headers.map<DataTableColumn<PreviewRow>>((header) => ({ key: header.id, label: header.fullName, render: (row) => cellText(row.values[header.id]) })),
    { key: 'errorsInfo', label: t('reason'), render: (row) => cellText(row.values.errorsInfo) },
  ];

  const stepNames = [t('stepUpload'), t('stepPreview'), t('stepResult')];

  return (
    <sl-dialog
      open
      label={title ?? t('title')}
      style={{ '--width': '1000px' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        const source = (event.detail as { source?: string } | null)?.source;
        if (!busy && progress === null && source !== 'overlay') onClose();
      }}
    >
      <ol className={styles.steps} aria-label={t('steps')}>
        {stepNames.map((name, index) => (
          <li key={name} className={index === step ? styles.current : index < step ? styles.done : undefined} aria-current={index === step ? 'step' : undefined}>
            <span className={styles.stepNumber}>{index + 1}</span>
            {name}
          </li>
        ))}
      </ol>

      {step === 0 && (
        <div className={styles.upload}>
          <section className={styles.block}>
            <h4>{t('templateHint')}</h4>
            <p className={styles.hint}>{t('templateText')}</p>
            <sl-button size="small" onClick={() => api.template().then((link) => downloadFile(link.url, link.name), () => undefined)}>
              <sl-icon slot="prefix" name="download" />
              {t('downloadTemplate')}
            </sl-button>
          </section>
          <section className={styles.block}>
            <h4>{t('uploadHint')}</h4>
            <p className={styles.hint}>{t('limits')}</p>
            <input
              ref={input}
              type="file"
              hidden
              accept=".xls,.xlsx"
              aria-label={t('chooseFile')}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = ''; // choosing the same file again uploads it again
              }}
            />
            <sl-button size="small" variant="primary" disabled={progress !== null} onClick={() => input.current?.click()}>
              <sl-icon slot="prefix" name="upload" />
              {t('chooseFile')}
            </sl-button>
            {progress !== null && <sl-progress-bar value={progress} label={t('uploading')} className={styles.progress} />}
            {file && (
              <p className={styles.file}>
                <sl-icon name="file-earmark-spreadsheet" aria-hidden="true" /> {file.label}
              </p>
            )}
          </section>
        </div>
      )}

      {step === 1 && (
        <>
          <p className={styles.hint}>{t('rowCount', { count: rows.length })}</p>
          {busy && <sl-progress-bar indeterminate label={t('importing')} className={styles.progress} />}
          <DataTable columns={previewColumns} rows={rows} authorize={false} maxHeight={420} rowHeight={44} aria-label={t('previewTable')} />
        </>
      )}

      {step === 2 && result && (
        <div className={styles.result}>
          <p className={result.fnum === 0 ? styles.success : styles.failure} role="status">
            <sl-icon name={result.fnum === 0 ? 'check-circle-fill' : 'exclamation-circle-fill'} aria-hidden="true" /> {t(result.fnum === 0 ? 'success' : 'failure')}
          </p>
          <p>{t('counts', { snum: result.snum, fnum: result.fnum })}</p>
          {result.fnum > 0 && (
            <>
              <sl-button size="small" onClick={exportExceptions}>
                <sl-icon slot="prefix" name="download" />
                {t('exportExceptions')}
              </sl-button>
              <DataTable columns={failColumns} rows={failRows} authorize={false} maxHeight={320} aria-label={t('failTable')} />
            </>
          )}
        </div>
      )}

      {step === 0 && (
        <>
          <sl-button slot="footer" onClick={onClose} disabled={progress !== null}>
            {t('cancel')}
          </sl-button>
          <sl-button slot="footer" variant="primary" loading={busy} disabled={progress !== null} onClick={() => !busy && toPreview()}>
            {t('next')}
          </sl-button>
        </>
      )}
      {step === 1 && (
        <>
          <sl-button slot="footer" disabled={busy} onClick={() => setStep(0)}>
            {t('prev')}
          </sl-button>
          <sl-button slot="footer" variant="primary" loading={busy} onClick={() => !busy && runImport()}>
            {t('next')}
          </sl-button>
        </>
      )}
      {step === 2 && (
        <sl-button slot="footer" variant="primary" onClick={onClose}>
          {t('close')}
        </sl-button>
      )}
    </sl-dialog>
  );
}
