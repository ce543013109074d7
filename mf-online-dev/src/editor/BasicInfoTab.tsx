import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@atrium/ui';
import { ONLINE_DEV_NS } from '../i18n';
import type { Category } from '../visualDev/categories';
import type { EditorAction, ModuleInfo } from './editorReducer';
import sheet from './editor.module.css';

const styles = sheet.locals;

interface Props {
  info: ModuleInfo;
  /** A released module keeps its code: its page address and tables are named after it. */
  released: boolean;
  categories: readonly Category[];
  dispatch: Dispatch<EditorAction>;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

export function BasicInfoTab({ info, released, categories, dispatch }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const set = (patch: Partial<ModuleInfo>) => dispatch({ type: 'setInfo', patch });
  return (
    <div className={styles.infoForm}>
      <FormField>
        <sl-input label={t('design.fullName')} required value={info.fullName} onsl-input={(event: Event) => set({ fullName: inputValue(event) })} />
      </FormField>
      <FormField>
        <sl-input
          label={t('design.enCode')}
          required
          value={info.enCode}
          disabled={released}
          help-text={released ? t('editor.codeFixed') : t('design.enCodeHelp')}
          onsl-input={(event: Event) => set({ enCode: inputValue(event) })}
        />
      </FormField>
      <FormField>
        {categories.length > 0 ? (
          <sl-select label={t('design.category')} required placeholder={t('common.choose')} value={info.category} hoist onsl-change={(event: Event) => set({ category: inputValue(event) })}>
            {categories.map((category) => (
              <sl-option key={category.id} value={category.id}>
                {category.fullName}
              </sl-option>
            ))}
          </sl-select>
        ) : (
          <sl-input label={t('design.category')} required value={info.category} onsl-input={(event: Event) => set({ category: inputValue(event) })} />
        )}
      </FormField>
      <FormField>
        <sl-input
          type="number"
          min={0}
          max={999999}
          label={t('design.sortCode')}
          value={String(info.sortCode)}
          onsl-input={(event: Event) => set({ sortCode: Math.max(0, Math.min(999999, Math.trunc(Number(inputValue(event)) || 0))) })}
        />
      </FormField>
      <FormField>
        <sl-textarea rows={3} label={t('design.description')} value={info.description} onsl-input={(event: Event) => set({ description: inputValue(event) })} />
      </FormField>
    </div>
  );
}
