import { useTranslation } from 'react-i18next';
import { FormField } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';

export interface NameValues {
  fullName: string;
  enCode: string;
}

interface Props {
  values: NameValues;
  errors: { [K in keyof NameValues]?: string };
  onChange: <K extends keyof NameValues>(key: K, value: NameValues[K]) => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 名称 and 编码, the first fields of every message-centre form. */
export function RecordNameFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  return (
    <>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('center.fullName')} required value={values.fullName} onsl-input={(event: Event) => onChange('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('center.enCode')} required value={values.enCode} onsl-input={(event: Event) => onChange('enCode', inputValue(event))} />
      </FormField>
    </>
  );
}
