import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { Drawer, KeywordSearch, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { CallLogRow, LogQuery } from './api';
import { useDataInterfaceApi } from './apiContext';

const FIRST: LogQuery = { keyword: '', currentPage: 1, pageSize: 20 };
const ACTIONS = new Set(['preview', 'fields', 'list', 'infoByIds', 'schedule']);

interface Props {
  interfaceId: string;
  name: string;
  onClose: () => void;
}

/** 调用日志: every call of one interface (when, who, from where, how long, the outcome), newest first. */
export function CallLogDrawer({ interfaceId, name, onClose }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = useDataInterfaceApi();
  const fetchPage = useMemo(() => api.logs(interfaceId), [api, interfaceId]);
  const list = usePagedList(fetchPage, FIRST);

  const columns: DataTableColumn<CallLogRow>[] = [
    { key: 'invokTime', label: t('dataInterface.log.invokTime'), width: 170, render: (row) => formatDate(row.invokTime) },
    { key: 'userName', label: t('dataInterface.log.userName') },
    { key: 'invokIp', label: t('dataInterface.log.invokIp'), width: 130 },
    { key: 'action', label: t('dataInterface.log.action'), width: 100, render: (row) => (ACTIONS.has(row.action) ? t(`dataInterface.log.${row.action}`) : row.action) },
    { key: 'invokWasteTime', label: t('dataInterface.log.invokWasteTime'), width: 90, align: 'right' },
    {
      key: 'success',
      label: t('dataInterface.log.success'),
      width: 80,
      render: (row) => <sl-tag size="small" variant={row.success === 1 ? 'success' : 'danger'}>{t(row.success === 1 ? 'dataInterface.log.ok' : 'dataInterface.log.failed')}</sl-tag>,
    },
    { key: 'message', label: t('dataInterface.log.message') },
  ];

  return (
    <Drawer
      title={t('dataInterface.log.title', { name })}
      size={700}
      onClose={onClose}
      footer={<sl-button onClick={onClose}>{t('dataInterface.log.close')}</sl-button>}
    >
      <KeywordSearch
        value={list.query.keyword}
        onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })}
        onReset={() => list.setQuery({ ...FIRST, pageSize: list.query.pageSize })}
      />
      <PagedTable list={list} columns={columns} label={t('dataInterface.log.title', { name })} />
    </Drawer>
  );
}
