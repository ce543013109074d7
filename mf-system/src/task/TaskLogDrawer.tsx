import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { Drawer, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { RunResult, TaskApi, TaskLogRow, TaskQuery } from './api';
import { ResultTag, useDuration } from './ResultTag';

const FIRST: TaskQuery = { keyword: '', currentPage: 1, pageSize: 20 };

interface Props {
  api: TaskApi;
  task: { id: string; fullName: string };
  onClose: () => void;
}

/** 执行记录: every run of one task (when, how triggered, how long, the outcome and its message), newest first. */
export function TaskLogDrawer({ api, task, onClose }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const duration = useDuration();
  const fetchPage = useMemo(() => api.logs(task.id), [api, task.id]);
  const list = usePagedList(fetchPage, FIRST);

  const columns: DataTableColumn<TaskLogRow>[] = [
    { key: 'startTime', label: t('task.log.startTime'), width: 170, render: (row) => formatDate(row.startTime) },
    { key: 'trigger', label: t('task.log.trigger'), width: 90, render: (row) => t(`task.trigger.${row.trigger}`) },
    { key: 'duration', label: t('task.log.duration'), width: 100, align: 'right', render: (row) => duration(row.duration) },
    { key: 'result', label: t('task.log.result'), width: 150, render: (row) => <ResultTag result={row.result as RunResult} /> },
    { key: 'message', label: t('task.log.message') },
    { key: 'userName', label: t('task.log.userName'), width: 140 },
  ];

  return (
    <Drawer
      title={t('task.log.title', { name: task.fullName })}
      size={700}
      onClose={onClose}
      footer={<sl-button onClick={onClose}>{t('task.log.close')}</sl-button>}
    >
      <PagedTable list={list} columns={columns} label={t('task.log.title', { name: task.fullName })} />
    </Drawer>
  );
}
