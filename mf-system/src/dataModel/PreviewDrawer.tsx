import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { DataModelApi, FieldRow, PreviewQuery } from './api';

const FIRST: PreviewQuery = { keyword: '', currentPage: 1, pageSize: 20 };

/** The row's own values apart from the table's key: a column may itself be called id. */
type PreviewRow = { id: string; data: Record<string, unknown> };

/** A cell as text: '—' for empty, JSON for anything that is not a scalar. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

interface Props {
  api: DataModelApi;
  linkId: string;
  table: string;
  onClose: () => void;
}

/** 预览数据: the rows of a table, paged by the server (20/50/100/500). */
export function PreviewDrawer({ api, linkId, table, onClose }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [fields, setFields] = useState<FieldRow[]>([]);
  useEffect(() => {
    let active = true;
    api.fields(linkId, table).then((list) => active && setFields(list), () => undefined);
    return () => {
      active = false;
    };
  }, [api, linkId, table]);
  const fetchPage = useCallback(
    (query: PreviewQuery) => api.preview(linkId, table, query).then((page) => ({
      ...page,
      list: page.list.map((data, index): PreviewRow => ({ id: `${(query.currentPage - 1) * query.pageSize + index}`, data })),
    })),
    [api, linkId, table],
  );
  const list = usePagedList(fetchPage, FIRST);
  const columns: DataTableColumn<PreviewRow>[] = fields.map((field) => ({
    key: `c_${field.field}`,
    label: field.fieldName ? `${field.field}（${field.fieldName}）` : field.field,
    render: (row) => cellText(row.data[field.field]),
  }));
  return (
    <Drawer title={t('dataSource.model.previewTitle', { name: table })} size="80%" onClose={onClose}>
      <PagedTable list={list} columns={columns} label={t('dataSource.model.previewTitle', { name: table })} />
    </Drawer>
  );
}
