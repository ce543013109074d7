// 流程设计: the flows (category, version, status) with design, release / stop, copy, export and
// import (a JSON file of the flow), delete; 新建 and 设计 open the visual editor in place.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, formatDate, notifyError, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, downloadFile, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { WORKFLOW_NS } from '../i18n';
import { workflowApi, type FlowEngineForm, type FlowEngineInfo, type FlowEngineQuery, type FlowEngineRow, type WorkflowApi } from '../api';
import { FLOW_CATEGORIES, categoryLabel } from '../common/categories';
import { FlowEditor } from '../designer/FlowEditor';
import type { PickerComponents } from '../designer/NodeDrawer';
import { parseFlowTemplate } from '../designer/model';
import common from '../common/common.module.css';

const styles = common.locals;

const FIRST: FlowEngineQuery = { keyword: '', currentPage: 1, pageSize: 20, category: '' };

export function FlowEnginePage() {
  return <FlowEngineView api={workflowApi} />;
}

/** The export file: the flow's stored fields, without ids and times. */
export function exportOf(info: FlowEngineInfo): string {
  const { fullName, enCode, category, type, formType, sortCode, description, flowTemplateJson, formData, icon, iconBackground, visibleType } = info;
  return JSON.stringify({ fullName, enCode, category, type, formType, sortCode, description, flowTemplateJson, formData, icon, iconBackground, visibleType }, null, 2);
}

/** Reads an export file back into a create body (stopped: it is released after a check); null when it is not one. */
export function importOf(text: string): FlowEngineForm | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const record = (typeof value === 'object' && value !== null ? value : {}) as Partial<FlowEngineInfo>;
  if (typeof record.fullName !== 'string' || typeof record.enCode !== 'string' || !parseFlowTemplate(record.flowTemplateJson)) return null;
  return {
    fullName: record.fullName,
    enCode: record.enCode,
    category: typeof record.category === 'string' ? record.category : 'other',
    type: Number(record.type) || 0,
    formType: record.formType === 2 ? 2 : 1,
    enabledMark: 0,
    sortCode: Number(record.sortCode) || 0,
    description: typeof record.description === 'string' ? record.description : '',
    flowTemplateJson: record.flowTemplateJson as string,
    formData: typeof record.formData === 'string' ? record.formData : JSON.stringify({ fields: [] }),
    visibleType: 0,
  };
}

export function FlowEngineView({ api, pickers }: { api: WorkflowApi; pickers?: PickerComponents }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const list = usePagedList(api.engine.list, FIRST);
  const { reload } = list;
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const act = async (message: string, call: () => Promise<unknown>, done: string) => {
    if (!(await confirmDialog({ message }))) return;
    await call().then(() => {
      notifySuccess(done);
      reload();
    }, () => undefined);
  };
  const remove = async (row: FlowEngineRow) => {
    if (!(await confirmDelete(t('engine.confirmRemove', { name: row.fullName })))) return;
    await api.engine.remove(row.id).then(() => {
      notifySuccess(t('engine.removed'));
      reload();
    }, () => undefined);
  };
  const exportFlow = (row: FlowEngineRow) =>
    api.engine.get(row.id).then((info) => {
      const url = URL.createObjectURL(new Blob([exportOf(info)], { type: 'application/json' }));
      downloadFile(url, `${info.enCode || info.fullName}.json`);
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }, () => undefined);
  const importFlow = async (chosen: File | undefined) => {
    if (!chosen) return;
    const form = importOf(await chosen.text());
    if (!form) {
      notifyError(t('engine.importInvalid'));
      return;
    }
    await api.engine.create(form).then(() => {
      notifySuccess(t('engine.imported'));
      reload();
    }, () => undefined);
  };

  if (editing) {
    return (
      <section className={styles.page}>
        <FlowEditor api={api} id={editing.id} pickers={pickers} onBack={() => { setEditing(null); reload(); }} />
      </section>
    );
  }

  const configurable: DataTableColumn<FlowEngineRow>[] = [
    { key: 'fullName', label: t('engine.fullName') },
    { key: 'enCode', label: t('engine.enCode'), width: 140 },
    { key: 'category', label: t('engine.category'), width: 100, render: (row) => categoryLabel(row.category) },
    { key: 'type', label: t('engine.type'), width: 100, render: (row) => t(`engine.types.${row.type === 1 ? 1 : 0}`) },
    { key: 'version', label: t('engine.version'), width: 70, render: (row) => (row.version === undefined || row.version === null || row.version === '' ? '—' : `v${row.version}`) },
    {
      key: 'enabledMark',
      label: t('engine.enabledMark'),
      width: 90,
      render: (row) => <sl-tag size="small" variant={row.enabledMark === 1 ? 'success' : 'neutral'}>{t(row.enabledMark === 1 ? 'engine.released' : 'engine.stopped')}</sl-tag>,
    },
    { key: 'creatorTime', label: t('engine.creatorTime'), width: 160, render: (row) => formatDate(row.creatorTime ?? null) || '—' },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('engine.actions'),
    width: 260,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('engine.design')}</sl-button>
        {row.enabledMark === 1 ? (
          <sl-button size="small" variant="text" onClick={() => void act(t('engine.confirmStop', { name: row.fullName }), () => api.engine.stop(row.id), t('engine.stoppedMessage'))}>{t('engine.stop')}</sl-button>
        ) : (
          <sl-button size="small" variant="text" onClick={() => void act(t('engine.confirmRelease', { name: row.fullName }), () => api.engine.release(row.id), t('engine.releasedMessage'))}>{t('engine.release')}</sl-button>
        )}
        <sl-button size="small" variant="text" onClick={() => void act(t('engine.confirmCopy', { name: row.fullName }), () => api.engine.copy(row.id), t('engine.copied'))}>{t('engine.copy')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void exportFlow(row)}>{t('engine.export')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('engine.remove')}</sl-button>
      </span>
    ),
  });

  const add = () => setEditing({ id: null });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  return (
    <section className={styles.page} aria-label={t('engine.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset}>
        <sl-select size="small" label={t('engine.category')} placeholder={t('list.all')} clearable value={list.query.category ?? ''}
          onsl-change={(event: Event) => list.setQuery({ ...list.query, category: (event.target as HTMLInputElement).value, currentPage: 1 })}>
          {FLOW_CATEGORIES.map((code) => <sl-option key={code} value={code}>{t(`category.${code}`)}</sl-option>)}
        </sl-select>
      </KeywordSearch>
      <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings}>
        <sl-button size="small" onClick={() => file.current?.click()}>
          <sl-icon slot="prefix" name="upload" />
          {t('engine.import')}
        </sl-button>
        <input ref={file} type="file" accept="application/json,.json" hidden aria-label={t('engine.import')}
          onChange={(event) => {
            void importFlow(event.target.files?.[0]);
            event.target.value = '';
          }} />
      </ListToolbar>
      <PagedTable list={list} columns={columns} label={t('engine.title')} onAdd={add} onReset={reset} />
      {settings.settingsDrawer}
    </section>
  );
}
