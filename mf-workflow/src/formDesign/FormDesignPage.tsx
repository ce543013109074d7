// 流程表单: every flow's form. A flow of formType 1 carries its own fields (designed in the flow
// editor's 表单字段 tab, opened from here); formType 2 names an online-development form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { WORKFLOW_NS } from '../i18n';
import { workflowApi, type FlowEngineQuery, type FlowEngineRow, type WorkflowApi } from '../api';
import { categoryLabel } from '../common/categories';
import { FlowEditor } from '../designer/FlowEditor';
import common from '../common/common.module.css';

const styles = common.locals;
const FIRST: FlowEngineQuery = { keyword: '', currentPage: 1, pageSize: 20 };

export function FormDesignPage() {
  return <FormDesignView api={workflowApi} />;
}

export function FormDesignView({ api }: { api: WorkflowApi }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const list = usePagedList(api.engine.list, FIRST);
  const [editing, setEditing] = useState<string | null>(null);
  if (editing) {
    return (
      <section className={styles.page}>
        <FlowEditor api={api} id={editing} initialTab="form" onBack={() => { setEditing(null); list.reload(); }} />
      </section>
    );
  }
  const configurable: DataTableColumn<FlowEngineRow>[] = [
    { key: 'fullName', label: t('engine.fullName') },
    { key: 'enCode', label: t('engine.enCode'), width: 140 },
    { key: 'category', label: t('engine.category'), width: 100, render: (row) => categoryLabel(row.category) },
    { key: 'formType', label: t('engine.formType'), width: 130, render: (row) => t(`engine.formTypes.${row.formType === 2 ? 2 : 1}`) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns, {
    key: 'actions',
    label: t('engine.actions'),
    width: 130,
    render: (row: FlowEngineRow) => <sl-button size="small" variant="text" onClick={() => setEditing(row.id)}>{t('formDesign.open')}</sl-button>,
  }];
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  return (
    <section className={styles.page} aria-label={t('formDesign.title')}>
      <p className={styles.muted}>{t('formDesign.hint')}</p>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar caption={t('formDesign.title')} onRefresh={list.reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('formDesign.title')} onReset={reset} />
      {settings.settingsDrawer}
    </section>
  );
}
