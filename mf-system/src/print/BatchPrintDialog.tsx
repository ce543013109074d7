import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { BatchAnswer } from './api';
import { usePrintApi } from './apiContext';

/** The server's limit of one batch. */
export const BATCH_MAX = 100;

interface Props {
  template: { id: string; fullName: string };
  onClose: () => void;
  /** The records' data, ready for one print job. */
  onLoaded: (answer: BatchAnswer) => void;
}

/** The record ids of a batch, one per line or comma-separated, each once. */
export function parseIds(text: string): string[] {
  return [...new Set(text.split(/[\s,，]+/).map((id) => id.trim()).filter(Boolean))];
}

/** 批量打印, second step: which records to print with the chosen template. */
export function BatchPrintDialog({ template, onClose, onLoaded }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = usePrintApi();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const ids = parseIds(text);
    if (ids.length === 0) return setError(t('print.batch.idsRequired'));
    if (ids.length > BATCH_MAX) return setError(t('print.batch.tooMany', { max: BATCH_MAX }));
    setBusy(true);
    try {
      onLoaded(await api.batchData(template.id, ids));
    } catch {
      // The server's message (a missing record, a disabled template) was shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={t('print.batch.title', { name: template.fullName })} width={450} busy={busy} authorize={false} confirmText={t('print.batch.ok')} onConfirm={() => void confirm()} onClose={onClose}>
      <FormField error={error}>
        <sl-textarea
          required
          rows={6}
          label={t('print.batch.ids')}
          help-text={t('print.batch.idsHint', { max: BATCH_MAX })}
          value={text}
          onsl-input={(event: Event) => {
            setText((event.target as HTMLTextAreaElement).value);
            setError(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
