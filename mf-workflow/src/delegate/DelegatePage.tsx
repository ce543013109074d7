// 流程委托 (/workFlow/entrust, also ?config={type} from an entrustment message): the caller's
// delegations: to whom, which flows (none chosen: all), for which period.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, formatDate, notifySuccess } from '@atrium/shared';
import { FormDialog, FormField, KeywordSearch, ListToolbar, PagedTable, UserSelect, useListColumns, usePagedList, type DataTableColumn, type ListQuery, type UserSelectProps } from '@atrium/ui';
import type { ComponentType } from 'react';
import { WORKFLOW_NS } from '../i18n';
import { workflowApi, type DelegateForm, type DelegateRow, type FlowChoice, type WorkflowApi } from '../api';
import { announceTaskChange } from '../common/events';
import common from '../common/common.module.css';

const styles = common.locals;
const FIRST: ListQuery = { keyword: '', currentPage: 1, pageSize: 20 };

export function DelegatePage() {
  const config = new URLSearchParams(window.location.search).get('config');
  return <DelegateView api={workflowApi} config={config} />;
}

/** datetime-local text ↔ epoch ms (local time). */
export const toLocalInput = (ms: number | null | undefined): string => (ms ? formatDate(ms, 'yyyy-MM-ddTHH:mm') : '');
export const fromLocalInput = (text: string): number | null => {
  if (!text) return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms : null;
};

interface ViewProps {
  api: WorkflowApi;
  config: string | null;
  userSelect?: ComponentType<UserSelectProps>;
}

export function DelegateView({ api, config, userSelect }: ViewProps) {
  const { t } = useTranslation(WORKFLOW_NS);
  const list = usePagedList(api.delegate.list, FIRST);
  const { reload } = list;
  const [editing, setEditing] = useState<{ row: DelegateRow | null } | null>(null);

  const remove = async (row: DelegateRow) => {
    if (!(await confirmDelete(t('delegate.confirmRemove', { name: row.toUserName })))) return;
    await api.delegate.remove(row.id).then(() => {
      notifySuccess(t('delegate.removed'));
      announceTaskChange();
      reload();
    }, () => undefined);
  };

  const configurable: DataTableColumn<DelegateRow>[] = [
    { key: 'toUserName', label: t('delegate.toUser'), width: 120, render: (row) => row.toUserName || '—' },
    { key: 'flowName', label: t('delegate.flows'), render: (row) => row.flowName || t('delegate.allFlows') },
    { key: 'startTime', label: t('delegate.startTime'), width: 160, render: (row) => formatDate(row.startTime) || '—' },
    { key: 'endTime', label: t('delegate.endTime'), width: 160, render: (row) => formatDate(row.endTime) || '—' },
    { key: 'description', label: t('delegate.description'), render: (row) => row.description || '—' },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('delegate.actions'),
    width: 120,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setEditing({ row })}>{t('delegate.edit')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('delegate.remove')}</sl-button>
      </span>
    ),
  });
  const add = () => setEditing({ row: null });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  return (
    <section className={styles.page} aria-label={t('delegate.title')}>
      {config && <p className={styles.muted}>{t('delegate.fromMessage', { type: config })}</p>}
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar caption={t('delegate.title')} onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('delegate.title')} onAdd={add} onReset={reset} />
      {editing && (
        <DelegateDialog api={api} row={editing.row} userSelect={userSelect} onClose={() => setEditing(null)} onSaved={() => {
          setEditing(null);
          announceTaskChange();
          reload();
        }} />
      )}
      {settings.settingsDrawer}
    </section>
  );
}

interface DialogProps {
  api: WorkflowApi;
  row: DelegateRow | null;
  userSelect?: ComponentType<UserSelectProps>;
  onClose: () => void;
  onSaved: () => void;
}

export function DelegateDialog({ api, row, userSelect: Users = UserSelect, onClose, onSaved }: DialogProps) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [toUser, setToUser] = useState<string[]>(row ? [row.toUserId] : []);
  const [flowId, setFlowId] = useState(row?.flowId ?? '');
  const [start, setStart] = useState(toLocalInput(row?.startTime));
  const [end, setEnd] = useState(toLocalInput(row?.endTime));
  const [description, setDescription] = useState(row?.description ?? '');
  const [flows, setFlows] = useState<FlowChoice[]>([]);
  const [errors, setErrors] = useState<{ toUser?: string; time?: string }>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    api.engine.listAll().then((all) => active && setFlows(all), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  const save = () => {
    if (busy) return;
    const found: typeof errors = {};
    if (toUser.length === 0) found.toUser = t('delegate.toUserRequired');
    const startTime = fromLocalInput(start);
    const endTime = fromLocalInput(end);
    if (startTime === null || endTime === null) found.time = t('delegate.timeRequired');
    else if (endTime <= startTime) found.time = t('delegate.timeOrder');
    setErrors(found);
    if (Object.keys(found).length > 0 || startTime === null || endTime === null) return;
    const form: DelegateForm = { toUserId: toUser[0] as string, flowId, startTime, endTime, description: description.trim() };
    setBusy(true);
    (row ? api.delegate.update(row.id, form) : api.delegate.create(form)).then(
      () => {
        notifySuccess(t('delegate.saved'));
        onSaved();
      },
      () => setBusy(false),
    );
  };

  return (
    <FormDialog title={t(row ? 'delegate.editTitle' : 'delegate.addTitle')} width={560} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="toUserId" error={errors.toUser}>
        <Users label={t('delegate.toUser')} required value={toUser} invalid={Boolean(errors.toUser)}
          onChange={(ids) => setToUser(ids.slice(0, 1))} />
      </FormField>
      <FormField name="flowId">
        <sl-select label={t('delegate.flows')} clearable placeholder={t('delegate.allFlows')} value={flowId} hoist data-field="flowId"
          onsl-change={(event: Event) => setFlowId((event.target as HTMLSelectElement).value)}>
          {flows.map((flow) => <sl-option key={flow.id} value={flow.id}>{flow.fullName}</sl-option>)}
        </sl-select>
      </FormField>
      <FormField name="startTime" error={errors.time}>
        <sl-input type="datetime-local" label={t('delegate.startTime')} required value={start} onsl-change={(event: Event) => setStart((event.target as HTMLInputElement).value)} />
      </FormField>
      <FormField name="endTime">
        <sl-input type="datetime-local" label={t('delegate.endTime')} required value={end} onsl-change={(event: Event) => setEnd((event.target as HTMLInputElement).value)} />
      </FormField>
      <FormField name="description">
        <sl-textarea rows={2} label={t('delegate.description')} value={description} onsl-input={(event: Event) => setDescription((event.target as HTMLTextAreaElement).value)} />
      </FormField>
    </FormDialog>
  );
}
