import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import type { CategoryOption, DataType, InterfaceForm } from './api';
import { useDataInterfaceApi } from './apiContext';
import { PreviewPanel } from './PreviewPanel';
import { HeaderRows, ParamRows } from './RowsEditor';
import { hasErrors, validateInterface, type InterfaceErrors, type InterfaceValues } from './rules';
import sheet from './dataInterface.module.css';

const styles = sheet.locals;

interface Props {
  /** The interface to edit, or null for a new one. */
  id: string | null;
  categories: readonly CategoryOption[];
  /** A new interface starts in the category the list shows. */
  categoryId?: string;
  onClose: () => void;
  onSaved: () => void;
}

export const EMPTY: InterfaceValues = {
  categoryId: '',
  fullName: '',
  enCode: '',
  dataType: 2,
  requestMethod: 'GET',
  path: '',
  query: '',
  requestHeaders: [],
  requestParameters: [],
  sortCode: '0',
  enabledMark: 1,
  description: '',
};

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** What the server takes: sort as a number, blank header rows dropped, names trimmed. */
export function formOf(values: InterfaceValues): InterfaceForm {
  return {
    ...values,
    sortCode: values.sortCode.trim() === '' ? 0 : Number(values.sortCode),
    requestHeaders: values.requestHeaders.filter((header) => header.field.trim() !== '' || header.value !== '').map((header) => ({ ...header, field: header.field.trim() })),
    requestParameters: values.requestParameters.map((param) => ({ ...param, field: param.field.trim() })),
  };
}

/** 新建接口 / 编辑接口: the fields of each type (static JSON, SQL, HTTP), the parameter rows and a preview of the form as it stands. */
export function InterfaceDialog({ id, categories, categoryId = '', onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = useDataInterfaceApi();
  const [values, setValues] = useState<InterfaceValues>({ ...EMPTY, categoryId });
  const [errors, setErrors] = useState<InterfaceErrors>({});
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    api.get(id).then((info) => {
      if (!active) return;
      setValues({
        categoryId: info.categoryId,
        fullName: info.fullName,
        enCode: info.enCode,
        dataType: info.dataType as DataType,
        requestMethod: info.requestMethod === 'POST' ? 'POST' : 'GET',
        path: info.path,
        query: info.query,
        requestHeaders: info.requestHeaders,
        requestParameters: info.requestParameters,
        sortCode: String(info.sortCode),
        enabledMark: info.enabledMark,
        description: info.description,
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [api, id]);

  const set = <K extends keyof InterfaceValues>(key: K, value: InterfaceValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  /** The form when it passes its rules; otherwise the errors are shown, focus goes to the first, and null. */
  const checked = (): InterfaceForm | null => {
    const found = validateInterface(values);
    setErrors(found);
    if (hasErrors(found)) {
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('[data-di-dialog] [role="alert"]');
        const control = first?.parentElement?.querySelector<HTMLElement>('sl-input, sl-textarea, sl-select');
        control?.focus();
      });
      return null;
    }
    return formOf(values);
  };

  const save = () => {
    const form = checked();
    if (!form) return;
    void run(() => (id ? api.update(id, form) : api.create(form)), t(id ? 'dataInterface.updated' : 'dataInterface.created'));
  };

  const type = values.dataType;

  return (
    <FormDialog title={t(id ? 'dataInterface.editTitle' : 'dataInterface.newTitle')} width={1000} busy={busy} onConfirm={save} onClose={onClose}>
      <div data-di-dialog className={styles.formGrid}>
        <FormField name="fullName" error={errors.fullName}>
          <sl-input label={t('dataInterface.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
        </FormField>
        <FormField name="enCode" error={errors.enCode}>
          <sl-input label={t('dataInterface.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
        </FormField>
        <FormField name="categoryId" error={errors.categoryId}>
          <sl-select label={t('dataInterface.category')} required placeholder={t('dataInterface.choose')} hoist value={values.categoryId} onsl-change={(event: Event) => set('categoryId', inputValue(event))}>
            {categories.map((category) => <sl-option key={category.id} value={category.id}>{category.fullName}</sl-option>)}
          </sl-select>
        </FormField>
        <FormField name="dataType">
          <sl-radio-group label={t('dataInterface.dataType')} value={String(type)} onsl-change={(event: Event) => set('dataType', Number(inputValue(event)) as DataType)}>
            <sl-radio-button value="2">{t('dataInterface.typeStatic')}</sl-radio-button>
            <sl-radio-button value="1">{t('dataInterface.typeSql')}</sl-radio-button>
            <sl-radio-button value="3">{t('dataInterface.typeHttp')}</sl-radio-button>
          </sl-radio-group>
        </FormField>
        {type === 3 && (
          <>
            <FormField name="requestMethod">
              <sl-select label={t('dataInterface.requestMethod')} hoist value={values.requestMethod} onsl-change={(event: Event) => set('requestMethod', inputValue(event) === 'POST' ? 'POST' : 'GET')}>
                <sl-option value="GET">GET</sl-option>
                <sl-option value="POST">POST</sl-option>
              </sl-select>
            </FormField>
            <FormField name="path" error={errors.path}>
              <sl-input label={t('dataInterface.path')} required placeholder="https://" value={values.path} onsl-input={(event: Event) => set('path', inputValue(event))} />
              <p className={styles.hint}>{t('dataInterface.httpHint')}</p>
            </FormField>
            <div className={styles.wide}>
              <HeaderRows rows={values.requestHeaders} onChange={(update) => setValues((current) => ({ ...current, requestHeaders: update(current.requestHeaders) }))} />
            </div>
          </>
        )}
        {type !== 3 && (
          <div className={styles.wide}>
            <FormField name="query" error={errors.query}>
              <sl-textarea
                className={styles.code}
                label={t(type === 1 ? 'dataInterface.sql' : 'dataInterface.staticData')}
                required
                rows={8}
                spellcheck={false}
                value={values.query}
                onsl-input={(event: Event) => set('query', inputValue(event))}
              />
              <p className={styles.hint}>{t(type === 1 ? 'dataInterface.sqlHint' : 'dataInterface.staticHint')}</p>
            </FormField>
          </div>
        )}
        <div className={styles.wide}>
          <ParamRows rows={values.requestParameters} errors={errors.params} onChange={(update) => setValues((current) => ({ ...current, requestParameters: update(current.requestParameters) }))} />
        </div>
        <FormField name="sortCode" error={errors.sortCode}>
          <sl-input type="number" min={0} max={999999} label={t('dataInterface.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
        </FormField>
        <FormField name="enabledMark">
          <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
            {t('dataInterface.enabledMark')}
          </sl-switch>
        </FormField>
        <div className={styles.wide}>
          <FormField name="description">
            <sl-textarea rows={2} label={t('dataInterface.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
          </FormField>
        </div>
        <div className={styles.wide}>
          <PreviewPanel id={id} params={values.requestParameters} draft={checked} />
        </div>
      </div>
    </FormDialog>
  );
}
