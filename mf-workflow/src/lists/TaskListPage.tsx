// 我发起的, 待办事宜, 已办事宜, 抄送事宜 and 流程监控: one list of tasks with the filters of the
// issue (keyword, time range, category, urgency, status), paging, column settings, and the
// actions each list offers. A row's title opens /workFlowDetail with the list's opType.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, formatDate, navigate, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { WORKFLOW_NS } from '../i18n';
import { BEFORE_CATEGORY, workflowApi, type TaskQuery, type TaskRow, type WorkflowApi } from '../api';
import { categoryLabel, useFlowCategories } from '../common/categories';
import { FLOW_STATUSES, URGENCIES } from '../common/codes';
import { OP_TYPE, detailPath, type OpType } from '../common/detailRoute';
import { announceTaskChange, taskChanges$ } from '../common/events';
import { StatusTag, UrgencyTag } from '../common/Tags';
import { MonitorStats } from './MonitorStats';
import common from '../common/common.module.css';

const styles = common.locals;

export type TaskListKind = 'launch' | 'todo' | 'done' | 'circulate' | 'monitor';

const FIRST: TaskQuery = { keyword: '', currentPage: 1, pageSize: 20, startTime: '', endTime: '', flowCategory: '', flowUrgent: '', status: '' };

const OP_OF: Record<TaskListKind, OpType> = { launch: OP_TYPE.mine, todo: OP_TYPE.todo, done: OP_TYPE.done, circulate: OP_TYPE.circulate, monitor: OP_TYPE.monitor };

/** The fetch of each list. */
export function fetcherOf(api: WorkflowApi, kind: TaskListKind): (query: TaskQuery) => ReturnType<WorkflowApi['launch']['list']> {
  switch (kind) {
    case 'launch': return api.launch.list;
    case 'todo': return (query) => api.before.list(BEFORE_CATEGORY.todo, query);
    case 'done': return (query) => api.before.list(BEFORE_CATEGORY.done, query);
    case 'circulate': return (query) => api.before.list(BEFORE_CATEGORY.circulate, query);
    case 'monitor': return api.monitor.list;
  }
}

/** yyyy-mm-dd of a date input to epoch ms (start or end of that day, local time). */
export function dayBound(value: string, end: boolean): number | '' {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return end ? new Date(year, month - 1, day, 23, 59, 59, 999).getTime() : new Date(year, month - 1, day).getTime();
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

export function TaskListPage({ kind }: { kind: TaskListKind }) {
  return <TaskListView api={workflowApi} kind={kind} open={navigate} />;
}

interface ViewProps {
  api: WorkflowApi;
  kind: TaskListKind;
  /** Where a row's title leads (tests pass a spy). */
  open: (path: string) => void;
}

export function TaskListView({ api, kind, open }: ViewProps) {
  const { t } = useTranslation(WORKFLOW_NS);
  const list = usePagedList(fetcherOf(api, kind), FIRST);
  const categories = useFlowCategories(api.categories);
  const { refresh } = list;
  const [days, setDays] = useState({ from: '', to: '' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    // Pushed changes refresh in the background: a loading mask appearing under the user's pointer
    // would swallow the click on 审批 that lands at that moment.
    const subscription = taskChanges$.subscribe(() => {
      refresh();
      setGeneration((value) => value + 1);
    });
    return () => subscription.unsubscribe();
  }, [refresh]);
  // A selection belongs to the page it was made on: rows that left it (another page, or a pushed
  // refresh that took them away) leave the selection too; the rest stay selected.
  useEffect(
    () =>
      setSelected((current) => {
        const kept = new Set([...current].filter((id) => list.rows.some((row) => row.id === id)));
        return kept.size === current.size ? current : kept;
      }),
    [list.rows],
  );

  const setFilter = (patch: Partial<TaskQuery>) => list.setQuery({ ...list.query, ...patch, currentPage: 1 });
  const reset = () => {
    setDays({ from: '', to: '' });
    list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  };
  const done = (message: string) => {
    setSelected(new Set());
    notifySuccess(message);
    announceTaskChange();
  };
  const run = (action: () => Promise<unknown>, message: string) => action().then(() => done(message), () => undefined);

  const openRow = (row: TaskRow) =>
    open(detailPath({ id: row.id, opType: OP_OF[kind], taskNodeId: row.taskNodeId ?? undefined, taskOperatorId: row.taskOperatorId ?? undefined, taskOperatorRecordId: row.taskRecordId ?? undefined }));

  const withdraw = async (row: TaskRow) => {
    if (!(await confirmDialog({ message: t('list.confirmWithdraw', { name: row.fullName }) }))) return;
    await run(() => api.launch.withdraw(row.id), t('list.withdrawn'));
  };
  const press = async (row: TaskRow) => {
    if (!(await confirmDialog({ message: t('list.confirmPress', { name: row.fullName }) }))) return;
    await run(() => api.launch.press(row.id), t('list.pressed'));
  };
  const removeDraft = async (row: TaskRow) => {
    if (!(await confirmDelete(t('list.confirmRemove', { name: row.fullName })))) return;
    await run(() => api.launch.remove(row.id), t('list.removed'));
  };
  const recall = async (row: TaskRow) => {
    if (!row.taskRecordId) return;
    if (!(await confirmDialog({ message: t('list.confirmRecall', { name: row.fullName }) }))) return;
    await run(() => api.before.recall(row.taskRecordId as string, ''), t('list.recalled'));
  };
  const cancel = async (row: TaskRow) => {
    if (!(await confirmDialog({ message: t('list.confirmCancel', { name: row.fullName }) }))) return;
    await run(() => api.before.cancel(row.id, ''), t('list.cancelled'));
  };
  const removeSelected = async () => {
    const ids = [...selected];
    if (ids.length === 0) return;
    const names = list.rows.filter((row) => selected.has(row.id)).map((row) => row.fullName).join('、');
    if (!(await confirmDelete(t('list.confirmRemoveMany', { count: ids.length, names })))) return;
    await run(() => api.monitor.removeMany(ids), t('list.removed'));
  };

  const cancelSelected = async () => {
    const ids = list.rows.filter((row) => selected.has(row.id) && row.status === 1).map((row) => row.id);
    if (ids.length === 0) return;
    const names = list.rows.filter((row) => ids.includes(row.id)).map((row) => row.fullName).join('、');
    if (!(await confirmDialog({ message: t('list.confirmCancelMany', { count: ids.length, names }) }))) return;
    await run(() => api.monitor.cancelMany(ids, ''), t('list.cancelled'));
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const configurable: DataTableColumn<TaskRow>[] = [
    {
      key: 'fullName',
      label: t('list.fullName'),
      // The title is what a row is known by: wide enough to read beside the fixed columns. Those
      // are as narrow as their values allow, so that the to-do list fits a 1440 px screen.
      minWidth: 150,
      render: (row) => (
        <button type="button" className={styles.link} onClick={() => openRow(row)}>
          {row.fullName || '—'}
        </button>
      ),
    },
    { key: 'flowName', label: t('list.flowName'), width: 120 },
    { key: 'flowCategory', label: t('list.category'), width: 80, render: (row) => categoryLabel(row.flowCategory, categories) },
    ...(kind === 'launch' ? [] : [{ key: 'userName', label: t('list.initiator'), width: 80, render: (row: TaskRow) => row.userName || '—' }]),
    ...(kind === 'todo'
      ? [{ key: 'delegateUser', label: t('list.delegateFor'), width: 80, render: (row: TaskRow) => row.delegateUserName || '—' }]
      : []),
    { key: 'startTime', label: t('list.startTime'), width: 150, render: (row) => formatDate(row.startTime ?? row.creatorTime ?? null) || '—' },
    { key: 'thisStep', label: t('list.thisStep'), width: 100, render: (row) => row.thisStep || '—' },
    { key: 'flowUrgent', label: t('list.urgency'), width: 60, render: (row) => <UrgencyTag urgency={row.flowUrgent} /> },
    ...(kind === 'todo' ? [] : [{ key: 'status', label: t('list.status'), width: 80, render: (row: TaskRow) => <StatusTag status={row.status} /> }]),
  ];
  const settings = useListColumns(configurable);
  const columns: DataTableColumn<TaskRow>[] = [];
  if (kind === 'monitor') {
    columns.push({
      key: 'select',
      label: t('list.select'),
      width: 32,
      render: (row) => (
        <input type="checkbox" aria-label={t('list.selectRow', { name: row.fullName })} checked={selected.has(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} />
      ),
    });
  }
  columns.push(...settings.columns);
  columns.push({
    key: 'actions',
    label: t('list.actions'),
    // Only 我发起的 has up to three buttons a row; the other lists one or two.
    width: kind === 'launch' ? 180 : 120,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => openRow(row)}>{t(kind === 'todo' ? 'list.handle' : 'list.view')}</sl-button>
        {kind === 'launch' && (row.status === 0 || row.status === 3 || row.status === 4) && (
          <sl-button size="small" variant="text" onClick={() => open(`/workFlow/addFlow?taskId=${encodeURIComponent(row.id)}`)}>{t('list.edit')}</sl-button>
        )}
        {kind === 'launch' && row.status === 1 && (
          <>
            <sl-button size="small" variant="text" onClick={() => void withdraw(row)}>{t('list.withdraw')}</sl-button>
            <sl-button size="small" variant="text" onClick={() => void press(row)}>{t('list.press')}</sl-button>
          </>
        )}
        {kind === 'launch' && row.status !== 1 && (
          <sl-button size="small" variant="text" onClick={() => void removeDraft(row)}>{t('list.remove')}</sl-button>
        )}
        {kind === 'done' && row.status === 1 && row.taskRecordId && (
          <sl-button size="small" variant="text" onClick={() => void recall(row)}>{t('list.recall')}</sl-button>
        )}
        {kind === 'monitor' && row.status === 1 && (
          <sl-button size="small" variant="text" onClick={() => void cancel(row)}>{t('list.cancel')}</sl-button>
        )}
      </span>
    ),
  });

  // 待办事宜 says how many to-dos wait (FlowBefore/Count), refreshed with the list.
  const [todoCount, setTodoCount] = useState<number | null>(null);
  useEffect(() => {
    if (kind !== 'todo') return undefined;
    let active = true;
    api.before.count().then((count) => active && setTodoCount(count), () => undefined);
    return () => {
      active = false;
    };
  }, [api, kind, list.rows]);

  const title = t(`list.titles.${kind}`);
  return (
    <section className={styles.page} aria-label={title} data-list={kind}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => setFilter({ keyword })} onReset={reset}>
        <span className={styles.filters}>
          <sl-input
            size="small"
            type="date"
            label={t('list.from')}
            value={days.from}
            onsl-change={(event: Event) => {
              const from = inputValue(event);
              setDays((current) => ({ ...current, from }));
              setFilter({ startTime: dayBound(from, false) });
            }}
          />
          <sl-input
            size="small"
            type="date"
            label={t('list.to')}
            value={days.to}
            onsl-change={(event: Event) => {
              const to = inputValue(event);
              setDays((current) => ({ ...current, to }));
              setFilter({ endTime: dayBound(to, true) });
            }}
          />
          <sl-select size="small" label={t('list.category')} placeholder={t('list.all')} clearable value={list.query.flowCategory ?? ''} data-filter="category"
            onsl-change={(event: Event) => setFilter({ flowCategory: inputValue(event) })}>
            {categories.map((category) => <sl-option key={category.code} value={category.code}>{category.name}</sl-option>)}
          </sl-select>
          <sl-select size="small" label={t('list.urgency')} placeholder={t('list.all')} clearable value={String(list.query.flowUrgent ?? '')} data-filter="urgency"
            onsl-change={(event: Event) => setFilter({ flowUrgent: inputValue(event) === '' ? '' : Number(inputValue(event)) })}>
            {URGENCIES.map((code) => <sl-option key={code} value={String(code)}>{t(`urgency.${code}`)}</sl-option>)}
          </sl-select>
          {kind !== 'todo' && (
            <sl-select size="small" label={t('list.status')} placeholder={t('list.all')} clearable value={String(list.query.status ?? '')} data-filter="status"
              onsl-change={(event: Event) => setFilter({ status: inputValue(event) === '' ? '' : Number(inputValue(event)) })}>
              {FLOW_STATUSES.filter((code) => kind === 'launch' || code !== 0).map((code) => <sl-option key={code} value={String(code)}>{t(`status.${code}`)}</sl-option>)}
            </sl-select>
          )}
        </span>
      </KeywordSearch>
      <ListToolbar caption={todoCount === null ? title : t('list.todoCaption', { title, count: todoCount })} onRefresh={list.reload} onColumnSettings={settings.openSettings} onAdd={kind === 'launch' ? () => open('/workFlow/addFlow') : undefined} addLabel={kind === 'launch' ? t('list.launchNew') : undefined}>
        {kind === 'monitor' && (
          <>
            <sl-button size="small" outline disabled={!list.rows.some((row) => selected.has(row.id) && row.status === 1)} onClick={() => void cancelSelected()}>
              {t('list.cancelSelected', { count: list.rows.filter((row) => selected.has(row.id) && row.status === 1).length })}
            </sl-button>
            <sl-button size="small" variant="danger" outline disabled={selected.size === 0} onClick={() => void removeSelected()}>
              {t('list.removeSelected', { count: selected.size })}
            </sl-button>
          </>
        )}
      </ListToolbar>
      {kind === 'monitor' && <MonitorStats api={api} query={list.query} generation={generation} />}
      <PagedTable list={list} columns={columns} label={title} onReset={reset} />
      {settings.settingsDrawer}
    </section>
  );
}
