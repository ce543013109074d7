import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, formatDate, notifyError, notifySuccess, notifyWarning, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { taskApi, type TaskApi, type TaskQuery, type TaskRow } from './api';
import { ResultTag, useDuration } from './ResultTag';
import { TaskDialog } from './TaskDialog';
import { TaskLogDrawer } from './TaskLogDrawer';
import sheet from './task.module.css';

const styles = sheet.locals;

const FIRST: TaskQuery = { keyword: '', currentPage: 1, pageSize: 20 };

type Dialog = { kind: 'editor'; id: string | null } | { kind: 'history'; task: TaskRow };

/** 定时任务 (issue 16 item 2): tasks with their schedule, enable/stop, run now and the run history. */
export function TaskPage() {
  return <TaskView api={taskApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function TaskView({ api }: { api: TaskApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const duration = useDuration();
  const list = usePagedList(api.list, FIRST);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [runningIds, setRunningIds] = useState<ReadonlySet<string>>(new Set());
  const { reload } = list;

  const changed = (message: string) => {
    notifySuccess(message);
    reload();
  };

  const remove = async (row: TaskRow) => {
    if (!(await confirmDelete(t('task.confirmDelete', { name: row.fullName })))) return;
    api.remove(row.id).then(() => changed(t('task.deleted')), () => undefined);
  };

  const toggle = async (row: TaskRow) => {
    const enabling = row.enabledMark !== 1;
    if (!(await confirmDialog({ message: t(enabling ? 'task.confirmEnable' : 'task.confirmStop', { name: row.fullName }) }))) {
      reload();
      return;
    }
    (enabling ? api.enable(row.id) : api.stop(row.id)).then(() => changed(t(enabling ? 'task.enabledDone' : 'task.stoppedDone')), () => reload());
  };

  const runNow = async (row: TaskRow) => {
    if (!(await confirmDialog({ message: t('task.confirmRun', { name: row.fullName }) }))) return;
    setRunningIds((current) => new Set(current).add(row.id));
    try {
      const log = await api.run(row.id);
      const name = row.fullName;
      if (log === null) notifySuccess(t('task.runStarted', { name }));
      else if (log.result === 'success') notifySuccess(t('task.runSucceeded', { name, duration: duration(log.duration) }));
      else if (log.result === 'timeout') notifyWarning(t('task.runTimedOut', { name }));
      else notifyError(t('task.runFailed', { name, message: log.message }));
    } catch {
      // Refused (already toasted by the client): the list shows the current state.
    } finally {
      setRunningIds((current) => {
        const next = new Set(current);
        next.delete(row.id);
        return next;
      });
      reload();
    }
  };

  const configurable: DataTableColumn<TaskRow>[] = [
    { key: 'fullName', label: t('task.fullName') },
    { key: 'enCode', label: t('task.enCode') },
    { key: 'cron', label: t('task.cron'), width: 170, render: (row) => <code>{row.cron}</code> },
    { key: 'actionName', label: t('task.action') },
    { key: 'nextRunTime', label: t('task.nextRunTime'), width: 170, render: (row) => (row.nextRunTime === null ? '—' : formatDate(row.nextRunTime)) },
    {
      key: 'lastResult',
      label: t('task.lastResult'),
      width: 150,
      render: (row) => {
        if (row.running) return <sl-tag size="small" variant="primary">{t('task.running')}</sl-tag>;
        return row.lastResult ? <ResultTag result={row.lastResult} /> : '—';
      },
    },
    { key: 'lastRunTime', label: t('task.lastRunTime'), width: 170, render: (row) => (row.lastRunTime === null ? '—' : formatDate(row.lastRunTime)) },
    {
      key: 'enabledMark',
      label: t('task.status'),
      width: 90,
      render: (row) =>
        canEdit ? (
          <sl-switch
            size="small"
            checked={row.enabledMark === 1}
            aria-label={t(row.enabledMark === 1 ? 'task.confirmStop' : 'task.confirmEnable', { name: row.fullName })}
            onsl-change={() => void toggle(row)}
          />
        ) : (
          <EnabledTag enabledMark={row.enabledMark} enabled={t('task.enabled')} disabled={t('task.disabled')} />
        ),
    },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('task.actions'),
    width: 250,
    render: (row) => (
      <span className={styles.rowActions}>
        {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ kind: 'editor', id: row.id })}>{t('task.edit')}</sl-button>}
        {canEdit && (
          <sl-button size="small" variant="text" loading={runningIds.has(row.id)} onClick={() => void runNow(row)}>
            {t('task.runNow')}
          </sl-button>
        )}
        <sl-button size="small" variant="text" onClick={() => setDialog({ kind: 'history', task: row })}>{t('task.history')}</sl-button>
        {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('task.delete')}</sl-button>}
      </span>
    ),
  });

  const add = canAdd ? () => setDialog({ kind: 'editor', id: null }) : undefined;
  const close = () => setDialog(null);
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });

  return (
    <section className={styles.page} aria-label={t('task.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('task.title')} onAdd={add} onReset={reset} />
      {dialog?.kind === 'editor' && (
        <TaskDialog
          api={api}
          id={dialog.id}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'history' && <TaskLogDrawer api={api} task={dialog.task} onClose={close} />}
      {settings.settingsDrawer}
    </section>
  );
}
