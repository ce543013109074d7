import { useTranslation } from 'react-i18next';
import { FormField } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';

export interface StatusValues {
  sortCode: string;
  enabledMark: number;
  description: string;
}

interface Props {
  values: StatusValues;
  errors: { sortCode?: string };
  // Two call shapes rather than a generic one, so a form's own generic setter fits whatever its other fields are.
  onChange: ((key: 'sortCode' | 'description', value: string) => void) & ((key: 'enabledMark', value: number) => void);
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 排序, 状态 and 说明, the last fields of every message-centre form. */
export function RecordStatusFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  return (
    <>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('center.sortCode')} value={values.sortCode} onsl-input={(event: Event) => onChange('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => onChange('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('center.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description">
        <sl-textarea rows={3} label={t('center.description')} value={values.description} onsl-input={(event: Event) => onChange('description', inputValue(event))} />
      </FormField>
    </>
  );
}
