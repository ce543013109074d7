import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { usePrintApi } from './apiContext';
import { useSave } from '../common/useSave';
import sheet from './print.module.css';

const styles = sheet.locals;

/** An exported template is a few KB; the server takes request bodies up to 1 MB. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** The file's text (FileReader: older engines lack Blob.text()). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}

interface Props {
  onClose: () => void;
  onImported: () => void;
}

/** 导入: one JSON file exported from this page; the server checks it whole and saves it or nothing. */
export function ImportDialog({ onClose, onImported }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = usePrintApi();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSave(onImported);

  const confirm = async () => {
    if (!file) return setError(t('print.importDialog.noFile'));
    if (!/\.json$/i.test(file.name)) return setError(t('print.importDialog.wrongType'));
    if (file.size > IMPORT_MAX_BYTES) return setError(t('print.importDialog.tooLarge'));
    const content = await readText(file);
    await run(() => api.importJson(content), t('print.imported'));
  };

  return (
    <FormDialog title={t('print.importDialog.title')} width={450} busy={busy} authorize={false} onConfirm={() => void confirm()} onClose={onClose}>
      <p className={styles.hint}>{t('print.importDialog.hint')}</p>
      <FormField error={error}>
        <label>
          {t('print.importDialog.file')} *
          <br />
          <input
            type="file"
            accept=".json,application/json"
            aria-label={t('print.importDialog.file')}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </label>
      </FormField>
    </FormDialog>
  );
}
