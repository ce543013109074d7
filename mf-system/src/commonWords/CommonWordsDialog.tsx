import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, isValid, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import type { CommonWordsApi, CommonWordsType } from './api';
import { TEXT_MAX, validateCommonWords, type CommonWordsValues } from './rules';

interface Props {
  api: CommonWordsApi;
  /** The phrase to edit, or null for a new one. */
  id: string | null;
  /** Administrators may add system phrases; everyone else only their own. */
  mayKeepSystem: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 新建常用语 / 编辑常用语: the phrase, its type (fixed once created), sort and status. */
export function CommonWordsDialog({ api, id, mayKeepSystem, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<CommonWordsValues>({ commonWordsText: '', sortCode: '0' });
  const [type, setType] = useState<CommonWordsType>(1);
  const [enabled, setEnabled] = useState(1);
  const [errors, setErrors] = useState<FormErrors<CommonWordsValues>>({});
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    api.get(id).then((row) => {
      if (!active) return;
      setValues({ commonWordsText: row.commonWordsText, sortCode: String(row.sortCode) });
      setType(row.commonWordsType);
      setEnabled(row.enabledMark);
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [api, id]);

  const save = () => {
    const found = validateCommonWords(values);
    setErrors(found);
    if (!isValid(found)) return;
    const form = { commonWordsText: values.commonWordsText.trim(), sortCode: values.sortCode.trim() === '' ? 0 : Number(values.sortCode), enabledMark: enabled };
    void run(() => (id ? api.update(id, form) : api.create({ ...form, commonWordsType: type })), t('commonWords.saved'));
  };

  return (
    <FormDialog title={t(id ? 'commonWords.editTitle' : 'commonWords.addTitle')} width={520} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="commonWordsText" error={errors.commonWordsText}>
        <sl-textarea
          rows={3}
          label={t('commonWords.text')}
          required
          placeholder={t('commonWords.textPlaceholder')}
          maxlength={TEXT_MAX}
          value={values.commonWordsText}
          onsl-input={(event: Event) => setValues((current) => ({ ...current, commonWordsText: inputValue(event) }))}
        />
      </FormField>
      <FormField name="commonWordsType">
        {/* The type decides who owns the phrase: it is chosen once, shown disabled when editing. */}
        <sl-select
          label={t('commonWords.type')}
          value={String(type)}
          disabled={id !== null || !mayKeepSystem}
          help-text={mayKeepSystem ? t('commonWords.systemHint') : undefined}
          hoist
          onsl-change={(event: Event) => setType(inputValue(event) === '0' ? 0 : 1)}
        >
          <sl-option value="1">{t('commonWords.types.1')}</sl-option>
          <sl-option value="0">{t('commonWords.types.0')}</sl-option>
        </sl-select>
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} label={t('commonWords.sortCode')} value={values.sortCode} onsl-input={(event: Event) => setValues((current) => ({ ...current, sortCode: inputValue(event) }))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={enabled === 1} onsl-change={(event: Event) => setEnabled((event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('commonWords.enabled')}
        </sl-switch>
      </FormField>
    </FormDialog>
  );
}
