import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { holdsValue, kindOf, LAYOUT_CONTAINERS, subTableColumns, SUB_TABLE, DISPLAY_KINDS } from '../model/kinds';
import type { Field } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { OnlineDevApi, RecordValues } from './api';
import { visibleOnPc, type FieldFilter } from './DynamicForm';
import { CodeField } from './fields/CodeField';
import { displayText } from './fields/display';
import { FormScopeContext } from './fields/formScope';
import { RichTextField } from './fields/RichTextField';
import { UploadField } from './fields/UploadField';
import { FormPopup, type PopupSettings } from './FormPopup';
import type { RuntimeModel } from './model';
import { summaryRow } from './subTable';
import sheet from './runtime.module.css';

const styles = sheet.locals;

interface Props {
  model: RuntimeModel;
  recordId: string;
  api: OnlineDevApi;
  popup: PopupSettings;
  shown: FieldFilter;
  onClose: () => void;
}

const EMPTY = '—';

/** 详情: the record with display values (GET …/DataChange), read-only, in the module's popup. */
export function DetailView({ model, recordId, api, popup, shown, onClose }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [record, setRecord] = useState<RecordValues | null>(null);

  useEffect(() => {
    let active = true;
    api.detail(model.modelId, recordId).then((found) => active && setRecord(found), () => active && onClose());
    return () => {
      active = false;
    };
    // Loaded once per record; onClose is the parent's.
  }, [api, model.modelId, recordId]);

  const text = (value: unknown, field: Field) => displayText(value, field) || EMPTY;

  const renderFields = (list: readonly Field[], values: RecordValues): ReactNode[] =>
    list.filter(visibleOnPc).flatMap((field): ReactNode[] => {
      const kind = kindOf(field);
      const key = field.__config__.renderKey ?? field.__vModel__;
      if (LAYOUT_CONTAINERS.has(kind)) return renderFields(field.__config__.children ?? [], values);
      if (kind === 'barcode' || kind === 'qrcode') {
        return [
          <div key={key} className={styles.detailItem}>
            <dt>{field.__config__.label}</dt>
            <dd>
              <CodeField field={field} label={undefined} />
            </dd>
          </div>,
        ];
      }
      if ((DISPLAY_KINDS.has(kind) && !holdsValue(field)) || !field.__vModel__ || !shown(field)) return [];
      const name = field.__vModel__;
      if (kind === 'editor' || kind === 'uploadFz' || kind === 'uploadImg') {
        // The stored HTML sanitised; files listed with preview and download.
        const Control = kind === 'editor' ? RichTextField : UploadField;
        return [
          <div key={key} className={styles.detailItem} data-field={name}>
            <dt>{field.__config__.label}</dt>
            <dd>
              <Control field={field} value={values[name]} onChange={() => undefined} label={undefined} required={false} disabled invalid={false} />
            </dd>
          </div>,
        ];
      }
      if (kind !== SUB_TABLE) {
        return [
          <div key={key} className={styles.detailItem} data-field={name}>
            <dt>{field.__config__.label}</dt>
            <dd>{text(values[name], field)}</dd>
          </div>,
        ];
      }
      const columns = subTableColumns(field).filter((column) => visibleOnPc(column) && shown(column, field));
      const rows = Array.isArray(values[name]) ? (values[name] as Record<string, unknown>[]) : [];
      const sums = field.showSummary === true ? summaryRow(rows, (field.summaryField ?? []).filter((sum) => columns.some((column) => column.__vModel__ === sum))) : null;
      return [
        <div key={key} className={styles.detailTable} data-field={name}>
          <dt>{field.__config__.label}</dt>
          <dd>
            <table className={styles.subTableGrid} aria-label={field.__config__.label}>
              <thead>
                <tr>
                  <th className={styles.indexCell}>{t('form.rowIndex')}</th>
                  {columns.map((column) => (
                    <th key={column.__config__.renderKey}>{column.__config__.label}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 && (
                  <tr>
                    <td colSpan={columns.length + 1} className={styles.emptyRow}>
                      {t('common.noData')}
                    </td>
                  </tr>
                )}
                {rows.map((row, index) => (
                  <tr key={index}>
                    <td className={styles.indexCell}>{index + 1}</td>
                    {columns.map((column) => (
                      <td key={column.__config__.renderKey}>{text(row[column.__vModel__!], column)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {sums && Object.keys(sums).length > 0 && (
                <tfoot>
                  <tr className={styles.summaryRow}>
                    <td className={styles.indexCell}>{t('form.total')}</td>
                    {columns.map((column) => (
                      <td key={column.__config__.renderKey} data-total={column.__vModel__}>
                        {sums[column.__vModel__!] ?? ''}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
          </dd>
        </div>,
      ];
    });

  return (
    <FormPopup popup={popup} title={t('run.detailTitle', { name: model.fullName })} onClose={onClose}>
      {record === null ? (
        <sl-spinner aria-label={t('common.loading')} />
      ) : (
        <FormScopeContext.Provider value={{ values: record, fields: model.formData.fields }}>
          <dl className={styles.detail}>{renderFields(model.formData.fields, record)}</dl>
        </FormScopeContext.Provider>
      )}
    </FormPopup>
  );
}
