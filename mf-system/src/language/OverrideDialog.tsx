import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@atrium/shared';
import { FormDialog, FormField } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import type { LanguageApi, LanguageRow } from './api';
import { TEXT_MAX, validateTexts } from './rules';
import sheet from './language.module.css';

const styles = sheet.locals;

interface Props {
  api: LanguageApi;
  row: LanguageRow;
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLTextAreaElement).value;

/** 修改翻译：key — the three languages' texts, each with the built-in one beneath; empty means the built-in text. */
export function OverrideDialog({ api, row, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const first = Object.fromEntries(LOCALES.map((lang) => [lang, row.overrides[lang] ?? ''])) as Record<Locale, string>;
  const [values, setValues] = useState<Record<Locale, string>>(first);
  const [errors, setErrors] = useState<Partial<Record<Locale, string>>>({});
  const { busy, run } = useSave(onSaved);

  const save = () => {
    const found = validateTexts(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const changed = LOCALES.filter((lang) => values[lang] !== first[lang]);
    if (changed.length === 0) return onClose();
    void run(async () => {
      for (const lang of changed) await api.setText(row.namespace, row.key, lang, values[lang].trim());
    }, t('language.saved'));
  };

  return (
    <FormDialog title={t('language.editTitle', { key: `${row.namespace}:${row.key}` })} width={640} busy={busy} onConfirm={save} onClose={onClose}>
      {LOCALES.map((lang) => (
        <FormField key={lang} name={lang} error={errors[lang] ?? null}>
          <sl-textarea
            rows={2}
            label={t(`language.${lang}`)}
            placeholder={t('language.emptyHint')}
            maxlength={TEXT_MAX}
            value={values[lang]}
            data-lang={lang}
            onsl-input={(event: Event) => {
              const value = inputValue(event);
              setValues((current) => ({ ...current, [lang]: value }));
            }}
          />
          <p className={styles.builtIn}>{row.builtIn[lang] ? t('language.builtIn', { text: row.builtIn[lang] }) : t('language.builtInEmpty')}</p>
        </FormField>
      ))}
    </FormDialog>
  );
}
