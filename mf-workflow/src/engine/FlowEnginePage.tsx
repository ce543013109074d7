// 流程设计: the flows (category, version, status) with design, release / stop, copy, export and
// import (a JSON file of the flow), delete; 新建 and 设计 open the visual editor in place.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, formatDate, notifyError, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, RowActions, downloadFile, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { WORKFLOW_NS } from '../i18n';
import { workflowApi, type FlowEngineQuery, type FlowEngineRow, type WorkflowApi } from '../api';
import { categoryLabel, useFlowCategories } from '../common/categories';
import { FlowEditor } from '../designer/FlowEditor';
import type { PickerComponents } from '../designer/NodeDrawer';
import common from '../common/common.module.css';

const styles = common.locals;

const FIRST: FlowEngineQuery = { keyword: '', currentPage: 1, pageSize: 20, category: '' };

export function FlowEnginePage() {
  return <FlowEngineView api={workflowApi} />;
}

export function FlowEngineView({ api, pickers }: { api: WorkflowApi; pickers?: PickerComponents }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const list = usePagedList(api.engine.list, FIRST);
  const { reload } = list;
  const categories = useFlowCategories(api.categories);
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
  const exportFlow = (row: FlowEngineRow) => api.engine.exportData(row.id).then((link) => downloadFile(link.url, link.name), () => undefined);
  /** The server checks the file (format, version, the design against its form) and answers 400 with the reason. */
  const importFlow = async (chosen: File | undefined) => {
    if (!chosen) return;
    const text = await chosen.text();
    try {
      JSON.parse(text);
    } catch {
      notifyError(t('engine.importInvalid'));
      return;
    }
    await api.engine.importData(text).then(() => {
      notifySuccess(t('engine.imported'));
      reload();
    }, () => undefined);
  };

  const configurable: DataTableColumn<FlowEngineRow>[] = [
    { key: 'fullName', label: t('engine.fullName') },
    { key: 'enCode', label: t('engine.enCode'), width: 140 },
    { key: 'category', label: t('engine.category'), width: 100, render: (row) => categoryLabel(row.category, categories) },
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

  // After every hook: the editor replaces the list while it is open.
  if (editing) {
    return (
      <section className={styles.page}>
        <FlowEditor api={api} id={editing.id} pickers={pickers} onBack={() => { setEditing(null); reload(); }} />
      </section>
    );
  }

  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('engine.actions'),
    width: 170,
    render: (row) => (
      <RowActions
        actions={[
          { key: 'design', label: t('engine.design'), onClick: () => setEditing({ id: row.id }) },
          row.enabledMark === 1
            ? { key: 'stop', label: t('engine.stop'), onClick: () => void act(t('engine.confirmStop', { name: row.fullName }), () => api.engine.stop(row.id), t('engine.stoppedMessage')) }
            : { key: 'release', label: t('engine.release'), onClick: () => void act(t('engine.confirmRelease', { name: row.fullName }), () => api.engine.release(row.id), t('engine.releasedMessage')) },
          { key: 'copy', label: t('engine.copy'), onClick: () => void act(t('engine.confirmCopy', { name: row.fullName }), () => api.engine.copy(row.id), t('engine.copied')) },
          { key: 'export', label: t('engine.export'), onClick: () => void exportFlow(row) },
          { key: 'remove', label: t('engine.remove'), onClick: () => void remove(row) },
        ]}
      />
    ),
  });

  const add = () => setEditing({ id: null });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  return (
    <section className={styles.page} aria-label={t('engine.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset}>
        <sl-select size="small" label={t('engine.category')} placeholder={t('list.all')} clearable value={list.query.category ?? ''}
          onsl-change={(event: Event) => list.setQuery({ ...list.query, category: (event.target as HTMLInputElement).value, currentPage: 1 })}>
          {categories.map((category) => <sl-option key={category.code} value={category.code}>{category.name}</sl-option>)}
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
