import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDialog, formatDate, notifyError, notifySuccess, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, useStyleSheet, type DataTableColumn } from '@atrium/ui';
import { followDownload, readFileText } from '../common/download';
import type { VisualDevRecord } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import { visualDevApi, type DesignQuery, type VisualDevApi } from './api';
import { categoryName, loadCategories, type Category } from './categories';
import { CreateDialog } from './CreateDialog';
import { ModuleEditor } from '../editor/ModuleEditor';
import { RefusalDialog } from './RefusalDialog';
import sheet from './visualDev.module.css';

const styles = sheet.locals;

/** webDesign: 在线开发 → web 功能设计; webForm: 代码生成 → 功能表单 (the same list; code preview comes later). */
export type DesignListKind = 'webDesign' | 'webForm';

export interface VisualDevListPageProps {
  kind: DesignListKind;
  api?: VisualDevApi;
}

const FIRST_PAGE: DesignQuery = { keyword: '', category: '', currentPage: 1, pageSize: 20 };

/**
 * The designed modules by category (issue 15 item 1): keyword search, paging, create (then the
 * editor opens), edit, copy, delete, release (a refusal is shown verbatim), export and import as JSON.
 */
export function VisualDevListPage({ kind, api = visualDevApi }: VisualDevListPageProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const list = usePagedList((query: DesignQuery) => api.list(query), FIRST_PAGE);
  const { reload } = list;
  const [categories, setCategories] = useState<Category[]>([]);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let active = true;
    loadCategories().then((found) => active && setCategories(found));
    return () => {
      active = false;
    };
  }, []);

  const done = (message: string) => {
    notifySuccess(message);
    reload();
  };

  const remove = async (row: VisualDevRecord) => {
    if (!(await confirmDialog({ message: t('design.confirmDelete', { name: row.fullName }) }))) return;
    api.remove(row.id).then(() => done(t('design.deleted')), () => undefined);
  };

  const copy = (row: VisualDevRecord) => {
    api.copy(row.id).then(() => done(t('design.copied', { name: row.fullName })), () => undefined);
  };

  const release = async (row: VisualDevRecord) => {
    if (!(await confirmDialog({ message: t('design.confirmRelease', { name: row.fullName }) }))) return;
    try {
      await api.release(row.id);
    } catch (error) {
      // The server's reason (a type change that would lose data, records being written…) verbatim.
      if (error instanceof ApiError && error.kind === 'api') setRefusal({ name: row.fullName, message: error.msg });
      else if (error instanceof ApiError && !error.canceled) notifyError(error.msg || t('design.releaseFailed'));
      return;
    }
    done(t('design.released', { name: row.fullName }));
  };

  const exportModule = (row: VisualDevRecord) => {
    api.exportModule(row.id).then((answer) => followDownload(answer, `${row.fullName}.json`), () => undefined);
  };

  const importFile = async (file: File) => {
    let content: unknown;
    try {
      content = JSON.parse((await readFileText(file)).replace(/^\uFEFF/, ''));
    } catch {
      notifyError(t('design.importNotJson', { name: file.name }));
      return;
    }
    api.importModule(content).then(() => done(t('design.imported')), () => undefined);
  };

  const configurable: DataTableColumn<VisualDevRecord>[] = [
    { key: 'fullName', label: t('design.fullName') },
    { key: 'enCode', label: t('design.enCode') },
    { key: 'category', label: t('design.category'), render: (row) => row.categoryName || categoryName(categories, row.category) },
    {
      key: 'state',
      label: t('design.state'),
      width: 90,
      render: (row) => (
        <sl-tag size="small" variant={row.state === 1 ? 'success' : 'neutral'}>
          {t(row.state === 1 ? 'design.stateReleased' : 'design.stateDraft')}
        </sl-tag>
      ),
    },
    { key: 'creatorTime', label: t('design.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime ?? null) },
    { key: 'lastModifyTime', label: t('design.lastModifyTime'), width: 170, render: (row) => formatDate(row.lastModifyTime ?? null) },
    { key: 'sortCode', label: t('design.sortCode'), width: 70 },
  ];
  const settings = useListColumns(configurable);
  const columns = [
    ...settings.columns,
    {
      key: 'actions',
      label: t('design.actions'),
      width: 300,
      render: (row: VisualDevRecord) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing(row.id)}>{t('design.edit')}</sl-button>}
          {canAdd && <sl-button size="small" variant="text" onClick={() => copy(row)}>{t('design.copy')}</sl-button>}
          {canEdit && <sl-button size="small" variant="text" onClick={() => void release(row)}>{t('design.release')}</sl-button>}
          <sl-button size="small" variant="text" onClick={() => exportModule(row)}>{t('design.export')}</sl-button>
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('design.delete')}</sl-button>}
        </span>
      ),
    },
  ];

  const title = t(kind === 'webDesign' ? 'design.titleWeb' : 'design.titleForm');
  const search = (patch: Partial<DesignQuery>) => list.setQuery({ ...list.query, ...patch, currentPage: 1 });

  return (
    <section className={styles.page} aria-label={title}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => search({ keyword })} onReset={() => search({ keyword: '', category: '' })}>
        <sl-select
          size="small"
          label={t('design.category')}
          value={list.query.category}
          placeholder={t('design.allCategories')}
          clearable
          hoist
          onsl-change={(event: Event) => search({ category: String((event.target as HTMLSelectElement).value ?? '') })}
        >
          {categories.map((category) => (
            <sl-option key={category.id} value={category.id}>
              {category.fullName}
            </sl-option>
          ))}
        </sl-select>
      </KeywordSearch>
      <ListToolbar caption={title} onAdd={canAdd ? () => setCreating(true) : undefined} onRefresh={reload} onColumnSettings={settings.openSettings}>
        {canAdd && (
          <sl-button size="small" onClick={() => fileInput.current?.click()}>
            <sl-icon slot="prefix" name="upload" />
            {t('design.import')}
          </sl-button>
        )}
      </ListToolbar>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('design.importFile')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <PagedTable
        list={list}
        columns={columns}
        label={title}
        onAdd={canAdd ? () => setCreating(true) : undefined}
        onReset={() => search({ keyword: '', category: '' })}
      />
      {creating && (
        <CreateDialog
          api={api}
          categories={categories}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            reload();
            if (id) setEditing(id);
          }}
        />
      )}
      {editing && (
        <ModuleEditor
          id={editing}
          api={api}
          categories={categories}
          onClose={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {refusal && <RefusalDialog name={refusal.name} message={refusal.message} onClose={() => setRefusal(null)} />}
      {settings.settingsDrawer}
    </section>
  );
}
