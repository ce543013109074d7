// 流程表单: the forms a flow may be bound to (FlowEngineForm/ListAll): the system forms built into
// the server and the released online-development forms (designed under 在线开发). Each shows its
// fields, which conditions, form-field approvers and field rights of a flow refer to.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn, type ListQuery } from '@atrium/ui';
import { WORKFLOW_NS } from '../i18n';
import { workflowApi, type BindableForm, type FlowFormField, type WorkflowApi } from '../api';
import common from '../common/common.module.css';

const styles = common.locals;
const FIRST: ListQuery = { keyword: '', currentPage: 1, pageSize: 20 };

/** One page of the forms, searched and paged here (the server answers them all at once). */
export function formsPage(all: readonly BindableForm[], query: ListQuery): { list: BindableForm[]; pagination: { total: number } } {
  const needle = query.keyword.trim().toLowerCase();
  const found = all.filter((form) => !needle || form.fullName.toLowerCase().includes(needle) || form.enCode.toLowerCase().includes(needle));
  const start = (query.currentPage - 1) * query.pageSize;
  return { list: found.slice(start, start + query.pageSize), pagination: { total: found.length } };
}

export function FormDesignPage() {
  return <FormDesignView api={workflowApi} />;
}

export function FormDesignView({ api }: { api: WorkflowApi }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const list = usePagedList((query: ListQuery) => api.forms.listAll().then((all) => formsPage(all, query)), FIRST);
  const [viewing, setViewing] = useState<BindableForm | null>(null);
  const configurable: DataTableColumn<BindableForm>[] = [
    { key: 'fullName', label: t('formDesign.fullName') },
    { key: 'enCode', label: t('formDesign.enCode'), width: 160 },
    { key: 'formType', label: t('engine.formType'), width: 140, render: (row) => t(`engine.formTypes.${row.formType === 2 ? 2 : 1}`) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns, {
    key: 'actions',
    label: t('engine.actions'),
    width: 110,
    render: (row: BindableForm) => <sl-button size="small" variant="text" onClick={() => setViewing(row)}>{t('formDesign.open')}</sl-button>,
  }];
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  return (
    <section className={styles.page} aria-label={t('formDesign.title')}>
      <p className={styles.muted}>{t('formDesign.hint')}</p>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar caption={t('formDesign.title')} onRefresh={list.reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('formDesign.title')} onReset={reset} />
      {settings.settingsDrawer}
      {viewing && <FieldsDialog api={api} form={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

function FieldsDialog({ api, form, onClose }: { api: WorkflowApi; form: BindableForm; onClose: () => void }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [fields, setFields] = useState<FlowFormField[] | null>(null);
  useEffect(() => {
    let active = true;
    api.forms.get(form.id, form.formType).then((answer) => active && setFields(answer.fields ?? []), () => active && setFields([]));
    return () => {
      active = false;
    };
  }, [api, form.id, form.formType]);
  return (
    <FormDialog title={t('formDesign.fieldsOf', { name: form.fullName })} width={600} authorize={false} confirmText={t('designer.node.close')} onConfirm={onClose} onClose={onClose}>
      <table className={styles.fieldsTable} aria-label={t('fields.title')}>
        <thead><tr><th>{t('fields.vModel')}</th><th>{t('fields.label')}</th><th>{t('fields.jnpfKey')}</th><th>{t('fields.required')}</th></tr></thead>
        <tbody>
          {(fields ?? []).map((field) => (
            <tr key={field.vModel}><td>{field.vModel}</td><td>{field.label}</td><td>{field.jnpfKey}</td><td>{field.required ? '✓' : '—'}</td></tr>
          ))}
        </tbody>
      </table>
    </FormDialog>
  );
}
