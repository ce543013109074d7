import { useTranslation } from 'react-i18next';
import { FormField, Select, TreeSelect } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { CategoryOption } from './api';
import { PAPERS, type PageParam } from './document';
import type { EditorErrors, EditorValues } from './editorState';
import sheet from './print.module.css';

const styles = sheet.locals;

interface Props {
  values: EditorValues;
  errors: EditorErrors['fields'];
  categories: CategoryOption[];
  set: <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;
}

const text = (event: Event) => (event.target as HTMLInputElement).value;

/** 基础设置: the template's name, code, category, kind, order, state, description and paper. */
export function BasicTab({ values, errors, categories, set }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const page = (change: Partial<PageParam>) => set('pageParam', { ...values.pageParam, ...change });
  return (
    <div className={styles.formGrid}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input required label={t('print.fullName')} value={values.fullName} maxlength={50} onsl-input={(event: Event) => set('fullName', text(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input required label={t('print.enCode')} value={values.enCode} maxlength={50} onsl-input={(event: Event) => set('enCode', text(event))} />
      </FormField>
      <FormField name="category" error={errors.category}>
        <TreeSelect label={`${t('print.category')} *`} nodes={categories} value={values.category} onChange={(value) => set('category', value)} invalid={!!errors.category} />
      </FormField>
      <FormField name="type">
        <sl-radio-group label={t('print.type')} value={String(values.type)} onsl-change={(event: Event) => set('type', text(event) === '1' ? 1 : 2)}>
          <sl-radio value="2">{t('print.typeForm')}</sl-radio>
          <sl-radio value="1">{t('print.typeSql')}</sl-radio>
        </sl-radio-group>
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('print.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', text(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('print.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="pageParam">
        <Select label={t('print.paper')} value={values.pageParam.paper} options={PAPERS.map((paper) => ({ value: paper, label: paper }))} onChange={(paper) => page({ paper: paper as PageParam['paper'] })} />
      </FormField>
      <FormField>
        <Select
          label={t('print.orientation')}
          value={values.pageParam.orientation}
          options={[
            { value: 'portrait', label: t('print.portrait') },
            { value: 'landscape', label: t('print.landscape') },
          ]}
          onChange={(orientation) => page({ orientation: orientation as PageParam['orientation'] })}
        />
      </FormField>
      <FormField>
        <sl-input
          type="number"
          min={0}
          max={50}
          label={t('print.margin')}
          value={String(values.pageParam.margin)}
          onsl-input={(event: Event) => {
            const margin = Math.round(Number(text(event)));
            page({ margin: Number.isFinite(margin) ? Math.min(50, Math.max(0, margin)) : 15 });
          }}
        />
      </FormField>
      <div className={styles.wide}>
        <FormField name="description">
          <sl-textarea rows={3} label={t('print.description')} value={values.description} maxlength={500} onsl-input={(event: Event) => set('description', text(event))} />
        </FormField>
      </div>
    </div>
  );
}
