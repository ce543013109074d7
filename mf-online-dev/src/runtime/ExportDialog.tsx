import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { ONLINE_DEV_NS } from '../i18n';

export interface ExportChoice {
  /** '0' the current page, '1' every record the search finds (JNPF's dataType). */
  dataType: '0' | '1';
  /** The columns to export, by prop. */
  selectKey: string[];
}

interface Props {
  columns: readonly { prop: string; label: string }[];
  busy: boolean;
  onConfirm: (choice: ExportChoice) => void;
  onClose: () => void;
}

/** 导出: which records and which columns go into the xlsx. */
export function ExportDialog({ columns, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [dataType, setDataType] = useState<'0' | '1'>('0');
  const [chosen, setChosen] = useState<string[]>(() => columns.map((column) => column.prop));
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (chosen.length === 0) return setError(t('run.exportNoColumns'));
    onConfirm({ dataType, selectKey: columns.map((column) => column.prop).filter((prop) => chosen.includes(prop)) });
  };
  return (
    <FormDialog title={t('run.exportTitle')} width={600} busy={busy} authorize={false} confirmText={t('run.export')} onConfirm={confirm} onClose={onClose}>
      <FormField>
        <sl-radio-group label={t('run.exportRange')} value={dataType} onsl-change={(event: Event) => setDataType((event.target as HTMLInputElement).value === '1' ? '1' : '0')}>
          <sl-radio value="0">{t('run.exportPage')}</sl-radio>
          <sl-radio value="1">{t('run.exportAll')}</sl-radio>
        </sl-radio-group>
      </FormField>
      <FormField error={error}>
        <fieldset>
          <legend>{t('run.exportColumns')}</legend>
          {columns.map((column) => (
            <sl-checkbox
              key={column.prop}
              checked={chosen.includes(column.prop)}
              onsl-change={(event: Event) => {
                setError(null);
                const on = (event.target as HTMLInputElement).checked;
                setChosen((current) => (on ? [...current, column.prop] : current.filter((prop) => prop !== column.prop)));
              }}
            >
              {column.label}
            </sl-checkbox>
          ))}
        </fieldset>
      </FormField>
    </FormDialog>
  );
}
