import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, isValid, useShownRules, validateForm, type FormRules } from '@atrium/ui';
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
  const rules = useShownRules(
    useMemo((): FormRules<{ columnJson: string }> => ({
      columnJson: [
        (value) => {
          const parsed = parseBatch(String(value));
          if ('badLine' in parsed) return t('menu.rules.batchLine', { line: parsed.badLine });
          return parsed.fields.length === 0 ? t('menu.rules.batchEmpty') : null;
        },
      ],
    }), [t]),
  );

  const save = () => {
    const found = validateForm({ columnJson: text }, rules);
    setError(found.columnJson);
    if (!isValid(found)) return;
    const parsed = parseBatch(text);
    const columnJson = 'badLine' in parsed ? [] : parsed.fields;
    void run(() => batchCreateFields(kind, { moduleId, bindTable: bindTable.trim(), columnJson }), t('menu.created'));
  };

  return (
    <FormDialog title={t('menu.resource.batchAdd')} width={600} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
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
