import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, formatDate, notifySuccess, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, RowActions, useListColumns, usePagedList, useStyleSheet, type DataTableColumn } from '@atrium/ui';
import { portalApi, type PortalApi, type PortalQuery, type PortalRow } from './api';
import { loadCategories, type Category } from './categories';
import { PORTAL_NS } from './i18n';
import { PortalDesigner } from './PortalDesigner';
import { PortalDialog } from './PortalDialog';
import { PreviewDialog } from './PreviewDialog';
import sheet from './portal.module.css';

const styles = sheet.locals;

const FIRST: PortalQuery = { keyword: '', category: '', currentPage: 1, pageSize: 20 };

type Open =
  | { kind: 'dialog'; id: string | null }
  | { kind: 'designer'; id: string }
  | { kind: 'preview'; row: PortalRow };

export interface PortalListPageProps {
  /** The calls over the shared client unless a test passes a fake. */
  api?: PortalApi;
}

/**
 * 门户设计: the portals by category with keyword search and paging; create and edit the basic
 * information, design the layout, copy, delete and preview. Buttons follow the page's rights.
 */
export function PortalListPage({ api = portalApi }: PortalListPageProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PORTAL_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const list = usePagedList((query: PortalQuery) => api.list(query), FIRST);
  const { reload } = list;
  const [categories, setCategories] = useState<Category[]>([]);
  const [open, setOpen] = useState<Open | null>(null);

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

  const remove = async (row: PortalRow) => {
    if (!(await confirmDelete({ name: row.fullName }))) return;
    api.remove(row.id).then(() => done(t('list.deleted')), () => undefined);
  };

  const copy = (row: PortalRow) => {
    api.copy(row.id).then(() => done(t('list.copied', { name: row.fullName })), () => undefined);
  };

  const categoryOf = (row: PortalRow) => row.categoryName || categories.find((category) => category.id === row.category)?.fullName || row.category;

  const configurable: DataTableColumn<PortalRow>[] = [
    { key: 'fullName', label: t('fields.fullName') },
    { key: 'enCode', label: t('fields.enCode') },
    { key: 'category', label: t('fields.category'), width: 120, render: categoryOf },
    { key: 'creatorUser', label: t('fields.creatorUser'), width: 120 },
    { key: 'creatorTime', label: t('fields.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime ?? null) },
    { key: 'lastModifyTime', label: t('fields.lastModifyTime'), width: 170, render: (row) => formatDate(row.lastModifyTime ?? null) },
    { key: 'sortCode', label: t('fields.sortCode'), width: 70 },
    {
      key: 'enabledMark',
      label: t('fields.enabledMark'),
      width: 80,
      render: (row) => (
        <sl-tag size="small" variant={row.enabledMark === 1 ? 'success' : 'danger'}>
          {t(row.enabledMark === 1 ? 'list.enabled' : 'list.disabled')}
        </sl-tag>
      ),
    },
  ];
  const settings = useListColumns(configurable);
  const columns: DataTableColumn<PortalRow>[] = [
    ...settings.columns,
    {
      key: 'actions',
      label: t('list.actions'),
      width: 170,
      render: (row) => (
        <RowActions
          actions={[
            { key: 'design', label: t('list.design'), hidden: !canEdit, onClick: () => setOpen({ kind: 'designer', id: row.id }) },
            { key: 'edit', label: t('list.edit'), hidden: !canEdit, onClick: () => setOpen({ kind: 'dialog', id: row.id }) },
            { key: 'copy', label: t('list.copy'), hidden: !canAdd, onClick: () => copy(row) },
            { key: 'remove', label: t('list.delete'), hidden: !canRemove, onClick: () => void remove(row) },
            { key: 'preview', label: t('list.preview'), onClick: () => setOpen({ kind: 'preview', row }) },
          ]}
        />
      ),
    },
  ];

  const search = (patch: Partial<PortalQuery>) => list.setQuery({ ...list.query, ...patch, currentPage: 1 });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  const add = canAdd ? () => setOpen({ kind: 'dialog', id: null }) : undefined;
  const close = () => setOpen(null);
  const title = t('list.title');

  return (
    <section className={styles.page} aria-label={title}>
      <KeywordSearch value={list.query.keyword} placeholder={t('list.keywordPlaceholder')} onSearch={(keyword) => search({ keyword })} onReset={reset}>
        <sl-select
          size="small"
          label={t('fields.category')}
          value={list.query.category}
          placeholder={t('list.allCategories')}
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
      <ListToolbar caption={title} onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={title} onAdd={add} onReset={reset} />
      {open?.kind === 'dialog' && (
        <PortalDialog
          api={api}
          categories={categories}
          id={open.id}
          onClose={close}
          onSaved={(id) => {
            const created = open.id === null;
            reload();
            // A new portal opens in the designer: its layout is still empty.
            setOpen(created && id && canEdit ? { kind: 'designer', id } : null);
          }}
        />
      )}
      {open?.kind === 'designer' && (
        <PortalDesigner
          id={open.id}
          api={api}
          onClose={() => {
            close();
            reload();
          }}
        />
      )}
      {open?.kind === 'preview' && <PreviewDialog id={open.row.id} name={open.row.fullName} api={api} onClose={close} />}
      {settings.settingsDrawer}
    </section>
  );
}
