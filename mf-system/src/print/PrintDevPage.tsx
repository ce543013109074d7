import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, formatDate, notifySuccess, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, PrintTemplatePicker, RowActions, TreeSelect, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { downloadFile } from '@atrium/ui';
import { EnabledTag } from '../common/EnabledTag';
import { printApi, type BatchAnswer, type CategoryOption, type PrintApi, type TemplateQuery, type TemplateRow } from './api';
import { PrintApiContext } from './apiContext';
import { BatchPrintDialog } from './BatchPrintDialog';
import { ImportDialog } from './ImportDialog';
import { PreviewDialog } from './PreviewDialog';
import { PrintLogDialog } from './PrintLogDialog';
import { TemplateEditor } from './TemplateEditor';
import sheet from './print.module.css';

const styles = sheet.locals;

export const BTN_EXPORT = 'btn_export';
export const BTN_IMPORT = 'btn_import';

const FIRST: TemplateQuery = { keyword: '', category: '', currentPage: 1, pageSize: 20 };

type Dialog =
  | { kind: 'editor'; id: string | null }
  | { kind: 'import' }
  | { kind: 'log' }
  | { kind: 'pick' }
  | { kind: 'records'; template: { id: string; fullName: string } }
  | { kind: 'preview'; answer: BatchAnswer };

/** 打印模板 (spec sections 2, 7): templates by category with their form, copy, state, export/import, print and the print log. */
export function PrintDevPage() {
  return <PrintDevView api={printApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function PrintDevView({ api }: { api: PrintApi }) {
  return (
    <PrintApiContext.Provider value={api}>
      <TemplateList api={api} />
    </PrintApiContext.Provider>
  );
}

function TemplateList({ api }: { api: PrintApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const canExport = usePermission('button', BTN_EXPORT);
  const canImport = usePermission('button', BTN_IMPORT);

  const list = usePagedList(api.list, FIRST);
  const picker = useMemo(() => ({ templates: api.selector }), [api]);
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { reload } = list;

  useEffect(() => {
    let active = true;
    api.categories().then((nodes) => active && setCategories(nodes), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  const changed = (message: string) => {
    notifySuccess(message);
    reload();
  };

  const remove = async (row: TemplateRow) => {
    if (!(await confirmDelete(t('print.confirmDelete', { name: row.fullName })))) return;
    api.remove(row.id).then(() => changed(t('print.deleted')), () => undefined);
  };

  const toggle = async (row: TemplateRow) => {
    const message = t(row.enabledMark === 1 ? 'print.confirmDisable' : 'print.confirmEnable', { name: row.fullName });
    if (!(await confirmDialog({ message }))) return;
    api.toggle(row.id).then(() => changed(t('print.updated')), () => undefined);
  };

  const copy = async (row: TemplateRow) => {
    if (!(await confirmDialog({ message: t('print.confirmCopy', { name: row.fullName }) }))) return;
    api.copy(row.id).then(() => changed(t('print.copied')), () => undefined);
  };

  const exportJson = (row: TemplateRow) => {
    api.exportJson(row.id).then(({ url, name }) => downloadFile(url, name), () => undefined);
  };

  const configurable: DataTableColumn<TemplateRow>[] = [
    { key: 'fullName', label: t('print.fullName') },
    { key: 'enCode', label: t('print.enCode') },
    { key: 'categoryName', label: t('print.category') },
    { key: 'type', label: t('print.type'), width: 90, render: (row) => t(row.type === 1 ? 'print.typeSql' : 'print.typeForm') },
    { key: 'sortCode', label: t('print.sortCode'), width: 70 },
    {
      key: 'enabledMark',
      label: t('print.enabledMark'),
      width: 80,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('print.enabled')} disabled={t('print.disabled')} />,
    },
    { key: 'creatorUser', label: t('print.creatorUser'), width: 110 },
    { key: 'creatorTime', label: t('print.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('print.actions'),
    width: 170,
    render: (row) => (
      <RowActions
        actions={[
          { key: 'edit', label: t('print.edit'), hidden: !canEdit, onClick: () => setDialog({ kind: 'editor', id: row.id }) },
          { key: 'print', label: t('print.print'), onClick: () => setDialog({ kind: 'records', template: row }) },
          { key: 'copy', label: t('print.copy'), hidden: !canAdd, onClick: () => void copy(row) },
          { key: 'export', label: t('print.export'), hidden: !canExport, onClick: () => exportJson(row) },
          { key: 'state', label: t(row.enabledMark === 1 ? 'print.disable' : 'print.enable'), hidden: !canEdit, onClick: () => void toggle(row) },
          { key: 'remove', label: t('print.delete'), hidden: !canRemove, onClick: () => void remove(row) },
        ]}
      />
    ),
  });

  const add = canAdd ? () => setDialog({ kind: 'editor', id: null }) : undefined;
  const close = () => setDialog(null);

  return (
    <section className={styles.page} aria-label={t('print.title')}>
      <KeywordSearch
        value={list.query.keyword}
        onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })}
        onReset={() => list.setQuery({ ...FIRST, pageSize: list.query.pageSize })}
      >
        <div className={styles.filterSelect}>
          <TreeSelect
            label={t('print.category')}
            nodes={categories}
            value={list.query.category}
            onChange={(category) => list.setQuery({ ...list.query, category, currentPage: 1 })}
          />
        </div>
      </KeywordSearch>
      <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings}>
        {canImport && (
          <sl-button size="small" onClick={() => setDialog({ kind: 'import' })}>
            <sl-icon slot="prefix" name="upload" />
            {t('print.import')}
          </sl-button>
        )}
        <sl-button size="small" onClick={() => setDialog({ kind: 'pick' })}>
          <sl-icon slot="prefix" name="printer" />
          {t('print.batchPrint')}
        </sl-button>
        <sl-button size="small" onClick={() => setDialog({ kind: 'log' })}>
          <sl-icon slot="prefix" name="clock-history" />
          {t('print.printLog')}
        </sl-button>
      </ListToolbar>
      <PagedTable list={list} columns={columns} label={t('print.title')} onAdd={add} onReset={() => list.setQuery({ ...FIRST, pageSize: list.query.pageSize })} />
      {dialog?.kind === 'editor' && (
        <TemplateEditor
          id={dialog.id}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          onClose={close}
          onImported={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'log' && <PrintLogDialog onClose={close} />}
      {dialog?.kind === 'pick' && <PrintTemplatePicker api={picker} onClose={close} onConfirm={(template) => setDialog({ kind: 'records', template })} />}
      {dialog?.kind === 'records' && <BatchPrintDialog template={dialog.template} onClose={close} onLoaded={(answer) => setDialog({ kind: 'preview', answer })} />}
      {dialog?.kind === 'preview' && (
        <PreviewDialog
          title={dialog.answer.fullName}
          templateId={dialog.answer.id}
          document={dialog.answer.printTemplate}
          pageParam={dialog.answer.pageParam}
          records={dialog.answer.list.map((item) => ({ data: item.printData, operatorRecordList: item.operatorRecordList }))}
          previewOnly={false}
          onClose={close}
        />
      )}
      {settings.settingsDrawer}
    </section>
  );
}
