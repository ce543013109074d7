// 弹窗选择 / 下拉表格 in a released form (issue 15 items 5 and 6): the value is a row of a data
// interface chosen in the shared popup table (@atrium/ui PopupTableSelect), read through
// Action/List (keyword, paging) and shown by its relationField, looked up by Action/InfoByIds when
// a stored value is opened.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http, type HttpClient } from '@atrium/shared';
import { PopupTableSelect, type DataTableColumn, type PopupQuery } from '@atrium/ui';
import type { Field } from '../../model/types';
import { ONLINE_DEV_NS } from '../../i18n';

type Row = Record<string, unknown> & { id: string };

interface Props {
  field: Field;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string | undefined;
  disabled: boolean;
  invalid: boolean;
  client?: HttpClient;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The interface, the value's column and the shown column of a popup field (JNPF's names). */
export function popupSettings(field: Field): { interfaceId: string; propsValue: string; relationField: string; columns: { value: string; label: string }[] } {
  const interfaceId = text(field.interfaceId) || (field.__config__.propsUrl ?? '');
  const propsValue = text(field.propsValue) || 'id';
  const relationField = text(field.relationField) || 'fullName';
  const options = Array.isArray(field.columnOptions) ? (field.columnOptions as { value?: unknown; label?: unknown }[]) : [];
  const columns = options.flatMap((option) => (text(option.value) ? [{ value: text(option.value), label: text(option.label) || text(option.value) }] : []));
  return { interfaceId, propsValue, relationField, columns: columns.length > 0 ? columns : [{ value: relationField, label: field.__config__.label }] };
}

export function PopupField({ field, value, onChange, label, disabled, invalid, client = http }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const settings = popupSettings(field);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState('');
  const current = text(value);

  // A stored value shows its row's name, read back from the interface.
  useEffect(() => {
    if (!current || !settings.interfaceId) {
      setShown('');
      return undefined;
    }
    let active = true;
    client
      .post<unknown>(`/api/system/DataInterface/${encodeURIComponent(settings.interfaceId)}/Action/InfoByIds`, {
        ids: [current],
        interfaceId: settings.interfaceId,
        propsValue: settings.propsValue,
        relationField: settings.relationField,
      })
      .then(
        (rows) => {
          const row = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined;
          if (active) setShown(text(row?.[settings.relationField]) || current);
        },
        () => active && setShown(current),
      );
    return () => {
      active = false;
    };
  }, [current, settings.interfaceId, settings.propsValue, settings.relationField, client]);

  const fetchPage = async (query: PopupQuery): Promise<{ list: Row[]; total: number }> => {
    const page = await client.post<{ list?: unknown; pagination?: { total?: number } }>(
      `/api/system/DataInterface/${encodeURIComponent(settings.interfaceId)}/Action/List`,
      { interfaceId: settings.interfaceId, relationField: settings.relationField, propsValue: settings.propsValue, columnOptions: settings.columns.map((column) => column.value).join(','), listQuery: query },
    );
    const rows = Array.isArray(page.list) ? (page.list as Record<string, unknown>[]) : [];
    return { list: rows.map((row) => ({ ...row, id: text(row[settings.propsValue]) })), total: page.pagination?.total ?? rows.length };
  };
  const columns: DataTableColumn<Row>[] = settings.columns.map((column) => ({ key: column.value, label: column.label }));

  return (
    <>
      <sl-input
        label={label}
        readonly
        value={shown}
        placeholder={t('common.choose')}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        data-invalid={invalid || undefined}
        onClick={() => !disabled && settings.interfaceId && setOpen(true)}
      >
        <sl-icon-button slot="suffix" name="search" label={t('common.choose')} disabled={disabled || !settings.interfaceId} onClick={() => setOpen(true)} />
      </sl-input>
      {open && (
        <PopupTableSelect<Row>
          title={field.__config__.label}
          columns={columns}
          fetchPage={fetchPage}
          value={current || null}
          paged={field.hasPage !== false}
          drawer={field.popupType === 'drawer'}
          onConfirm={(row) => {
            setOpen(false);
            setShown(text(row[settings.relationField]) || row.id);
            onChange(row.id);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
