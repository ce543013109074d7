import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, notifyWarning } from '@atrium/shared';
import { KeywordSearch, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { LogQuery, PrintLogRow } from './api';
import { usePrintApi } from './apiContext';

const FIRST: LogQuery = { keyword: '', currentPage: 1, pageSize: 20 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** yyyy-MM-dd of a date input as the local day's first (or, for an end date, last) millisecond. */
export function dayBound(value: string, end: boolean): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return end ? start + DAY_MS - 1 : start;
}

interface Props {
  onClose: () => void;
}

/** 打印日志: who printed which template, when and how many, newest first. */
export function PrintLogDialog({ onClose }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = usePrintApi();
  const list = usePagedList(api.logs, FIRST);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');

  const search = (keyword: string) => {
    const startTime = dayBound(start, false);
    const endTime = dayBound(end, true);
    if (startTime !== undefined && endTime !== undefined && startTime > endTime) {
      notifyWarning(t('print.log.rangeInvalid'));
      return;
    }
    list.setQuery({ ...list.query, keyword, currentPage: 1, startTime, endTime });
  };

  const columns: DataTableColumn<PrintLogRow>[] = [
    { key: 'printTitle', label: t('print.log.printTitle') },
    { key: 'printName', label: t('print.log.printName') },
    { key: 'printNum', label: t('print.log.printNum'), width: 90 },
    { key: 'creatorUser', label: t('print.log.creatorUser') },
    { key: 'creatorTime', label: t('print.log.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
  ];

  return (
    <sl-dialog
      open
      label={t('print.log.title')}
      style={{ '--width': '1000px' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if ((event.detail as { source?: string } | null)?.source !== 'overlay') onClose();
      }}
    >
      <KeywordSearch
        value={list.query.keyword}
        onSearch={search}
        onReset={() => {
          setStart('');
          setEnd('');
          list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
        }}
      >
        <sl-input size="small" type="date" label={t('print.log.startTime')} value={start} onsl-input={(event: Event) => setStart((event.target as HTMLInputElement).value)} />
        <sl-input size="small" type="date" label={t('print.log.endTime')} value={end} onsl-input={(event: Event) => setEnd((event.target as HTMLInputElement).value)} />
      </KeywordSearch>
      <PagedTable list={list} columns={columns} label={t('print.log.title')} />
      <sl-button slot="footer" onClick={onClose}>{t('print.preview.close')}</sl-button>
    </sl-dialog>
  );
}
