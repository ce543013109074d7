import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { batchCreateFields } from './api';
import { parseBatch } from './resourceForms';

interface Props {
  kind: 'column' | 'form';
  moduleId: string;
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** Several list columns or form fields of one table at once: one "code,name" per line, all saved or none. */
export function BatchDialog({ kind, moduleId, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [bindTable, setBindTable] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useSave(onSaved);

  const save = () => {
    const parsed = parseBatch(text);
    if ('badLine' in parsed) {
      setError(t('menu.rules.batchLine', { line: parsed.badLine }));
      return;
    }
    if (parsed.fields.length === 0) {
      setError(t('menu.rules.batchEmpty'));
      return;
    }
    setError(undefined);
    void run(() => batchCreateFields(kind, { moduleId, bindTable: bindTable.trim(), columnJson: parsed.fields }), t('menu.created'));
  };

  return (
    <FormDialog title={t('menu.resource.batchAdd')} width={600} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="bindTable">
        <sl-input label={t('menu.resource.bindTable')} value={bindTable} onsl-input={(event: Event) => setBindTable(inputValue(event))} />
      </FormField>
      <FormField name="columnJson" error={error}>
        <sl-textarea
          rows={8}
          label={t('menu.resource.batchLines')}
          help-text={t('menu.resource.batchHelp')}
          value={text}
          onsl-input={(event: Event) => setText(inputValue(event))}
        />
      </FormField>
    </FormDialog>
  );
}
