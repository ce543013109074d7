// 关联表单 of a released form (issue 15): the value is the id of a record of another released module
// (modelId), chosen in the shared popup table over that module's list (OnlineDev/{modelId}/List,
// keyword and paging) and shown by its relationField. 关联表单属性 (relationFormAttr) shows one
// field of the record such a link points at; 弹窗选择属性 (popupAttr) one column of the row a popup
// select chose.
import { useEffect, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type HttpClient } from '@atrium/shared';
import { PopupTableSelect, type DataTableColumn, type PopupQuery } from '@atrium/ui';
import type { Field } from '../../model/types';
import { ONLINE_DEV_NS } from '../../i18n';
import { onlineDevApi, type OnlineDevApi } from '../api';
import { displayText } from './display';
import { findField, useFormScope } from './formScope';
import { popupSettings } from './PopupField';
import { relatedRecord } from './relatedRecords';

type Row = Record<string, unknown> & { id: string };

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The linked module, the field shown for a record, and the popup's columns. */
export function relationSettings(field: Field): { modelId: string; relationField: string; columns: { value: string; label: string }[] } {
  const modelId = text(field.modelId);
  const relationField = text(field.relationField);
  const options = Array.isArray(field.columnOptions) ? (field.columnOptions as { value?: unknown; label?: unknown }[]) : [];
  const columns = options.flatMap((option) => (text(option.value) ? [{ value: text(option.value), label: text(option.label) || text(option.value) }] : []));
  const fallback = relationField ? [{ value: relationField, label: field.__config__.label }] : [{ value: 'id', label: 'ID' }];
  return { modelId, relationField, columns: columns.length > 0 ? columns : fallback };
}

/** What a linked record shows: its relationField as displayed, else its id. */
const shownOf = (record: Record<string, unknown>, relationField: string, id: string): string => displayText(relationField ? record[relationField] : '') || id;

interface Props {
  field: Field;
  value: unknown;
  onChange: (value: string) => void;
  label: string | undefined;
  disabled: boolean;
  invalid: boolean;
  api?: OnlineDevApi;
}

export function RelationFormField({ field, value, onChange, label, disabled, invalid, api = onlineDevApi }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const settings = relationSettings(field);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState('');
  const current = text(value);

  useEffect(() => {
    if (!current || !settings.modelId) {
      setShown('');
      return undefined;
    }
    let active = true;
    relatedRecord(api, settings.modelId, current).then(
      (record) => active && setShown(shownOf(record, settings.relationField, current)),
      () => active && setShown(current),
    );
    return () => {
      active = false;
    };
  }, [api, current, settings.modelId, settings.relationField]);

  const fetchPage = async (query: PopupQuery): Promise<{ list: Row[]; total: number }> => {
    const page = await api.list(settings.modelId, { currentPage: query.currentPage, pageSize: query.pageSize, keyword: query.keyword, json: '{}', sidx: '', sort: 'desc', menuId: '' });
    return { list: page.list.map((row) => ({ ...row, id: text(row.id) })), total: page.pagination.total };
  };
  const columns: DataTableColumn<Row>[] = settings.columns.map((column) => ({ key: column.value, label: column.label, render: (row: Row) => displayText(row[column.value]) }));

  return (
    <>
      <sl-input
        label={label}
        readonly
        value={shown}
        placeholder={t('common.choose')}
        disabled={disabled}
        aria-label={label ? undefined : field.__config__.label}
        aria-invalid={invalid || undefined}
        data-invalid={invalid || undefined}
        onClick={() => !disabled && settings.modelId && setOpen(true)}
      >
        {current && !disabled && <sl-icon-button slot="suffix" name="x-circle" label={t('form.clearValue')} onClick={(event: ReactMouseEvent) => { event.stopPropagation(); onChange(''); }} />}
        <sl-icon-button slot="suffix" name="search" label={t('common.choose')} disabled={disabled || !settings.modelId} onClick={() => setOpen(true)} />
      </sl-input>
      {open && (
        <PopupTableSelect<Row>
          title={field.__config__.label}
          columns={columns}
          fetchPage={fetchPage}
          value={current || null}
          paged={field.hasPage !== false}
          onConfirm={(row) => {
            setOpen(false);
            setShown(shownOf(row, settings.relationField, row.id));
            onChange(row.id);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

interface AttributeProps {
  field: Field;
  label: string | undefined;
  /** A stored attribute's value in the record, and where the text read goes (isStorage on). */
  value?: unknown;
  onChange?: (value: string) => void;
  api?: OnlineDevApi;
  client?: HttpClient;
}

/** The text of a related attribute: '' while there is no link or while it loads. */
function useAttribute(field: Field, api: OnlineDevApi, client: HttpClient): string {
  const scope = useFormScope();
  const linkName = text(field.relationField);
  const showField = text(field.showField);
  const link = linkName ? findField(scope.fields, linkName) : undefined;
  const linked = link ? text(scope.values[linkName]) : '';
  const popup = field.__config__.jnpfKey === 'popupAttr';
  const modelId = link && !popup ? text(link.modelId) : '';
  const interfaceId = link && popup ? popupSettings(link).interfaceId : '';
  const propsValue = link && popup ? popupSettings(link).propsValue : '';
  const [shown, setShown] = useState('');

  useEffect(() => {
    setShown('');
    if (!linked || !showField || (!modelId && !interfaceId)) return undefined;
    let active = true;
    const read: Promise<Record<string, unknown> | undefined> = modelId
      ? relatedRecord(api, modelId, linked)
      : client
        .post<unknown>(`/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Action/InfoByIds`, { ids: [linked], interfaceId, propsValue, relationField: showField })
        .then((rows) => (Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined));
    read.then(
      (record) => active && setShown(displayText(record?.[showField])),
      () => active && setShown(''),
    );
    return () => {
      active = false;
    };
  }, [api, client, linked, showField, modelId, interfaceId, propsValue]);
  return shown;
}

export function RelatedAttribute({ field, label, value, onChange, api = onlineDevApi, client = http }: AttributeProps) {
  const shown = useAttribute(field, api, client);
  const stored = text(value);
  useEffect(() => {
    if (onChange && shown !== stored) onChange(shown);
    // Only a new text read is written; the record's value following it needs nothing more.
  }, [shown]);
  return <sl-input label={label} aria-label={label ? undefined : field.__config__.label} readonly value={shown} data-kind={field.__config__.jnpfKey} />;
}
