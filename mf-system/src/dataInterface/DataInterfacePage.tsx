import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, formatDate, notifySuccess, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, downloadFile, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { dataInterfaceApi, type CategoryOption, type DataInterfaceApi, type InterfaceQuery, type InterfaceRow } from './api';
import { DataInterfaceApiContext } from './apiContext';
import { CallLogDrawer } from './CallLogDrawer';
import { InterfaceDialog } from './InterfaceDialog';
import sheet from './dataInterface.module.css';

const styles = sheet.locals;

const FIRST: InterfaceQuery = { keyword: '', categoryId: '', currentPage: 1, pageSize: 20 };
const TYPE_LABEL: Record<number, string> = { 1: 'dataInterface.typeSql', 2: 'dataInterface.typeStatic', 3: 'dataInterface.typeHttp' };

type Dialog = { kind: 'editor'; id: string | null } | { kind: 'log'; row: InterfaceRow };

/** 数据接口 (spec sections 2, 7): interfaces by category with their form, preview, copy, export, state and call log. */
export function DataInterfacePage() {
  return <DataInterfaceView api={dataInterfaceApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function DataInterfaceView({ api }: { api: DataInterfaceApi }) {
  return (
    <DataInterfaceApiContext.Provider value={api}>
      <InterfaceList api={api} />
    </DataInterfaceApiContext.Provider>
  );
}

function InterfaceList({ api }: { api: DataInterfaceApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const list = usePagedList(api.list, FIRST);
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { reload } = list;

  const loadCategories = useCallback(() => {
    let active = true;
    api.categories().then((nodes) => active && setCategories(nodes), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);
  useEffect(loadCategories, [loadCategories]);

  const changed = (message: string) => {
    notifySuccess(message);
    reload();
  };

  const remove = async (row: InterfaceRow) => {
    if (!(await confirmDelete(t('dataInterface.confirmDelete', { name: row.fullName })))) return;
    api.remove(row.id).then(() => changed(t('dataInterface.deleted')), () => undefined);
  };

  const toggle = async (row: InterfaceRow) => {
    const message = t(row.enabledMark === 1 ? 'dataInterface.confirmDisable' : 'dataInterface.confirmEnable', { name: row.fullName });
    if (!(await confirmDialog({ message }))) return;
    api.toggle(row.id).then(() => changed(t('dataInterface.updated')), () => undefined);
  };

  const copy = async (row: InterfaceRow) => {
    if (!(await confirmDialog({ message: t('dataInterface.confirmCopy', { name: row.fullName }) }))) return;
    api.copy(row.id).then(() => changed(t('dataInterface.copied')), () => undefined);
  };

  const exportJson = (row: InterfaceRow) => {
    api.exportJson(row.id).then(({ url, name }) => downloadFile(url, name), () => undefined);
  };

  const configurable: DataTableColumn<InterfaceRow>[] = [
    { key: 'fullName', label: t('dataInterface.fullName') },
    { key: 'enCode', label: t('dataInterface.enCode') },
    { key: 'categoryName', label: t('dataInterface.category'), width: 110 },
    { key: 'dataType', label: t('dataInterface.dataType'), width: 100, render: (row) => t(TYPE_LABEL[row.dataType] ?? 'dataInterface.typeStatic') },
    { key: 'sortCode', label: t('dataInterface.sortCode'), width: 70 },
    {
      key: 'enabledMark',
      label: t('dataInterface.enabledMark'),
      width: 80,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('dataInterface.enabled')} disabled={t('dataInterface.disabled')} />,
    },
    { key: 'creatorUser', label: t('dataInterface.creatorUser'), width: 110 },
    { key: 'creatorTime', label: t('dataInterface.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('dataInterface.actions'),
    width: 300,
    render: (row) => (
      <span className={styles.rowActions}>
        {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ kind: 'editor', id: row.id })}>{t('dataInterface.edit')}</sl-button>}
        {canAdd && <sl-button size="small" variant="text" onClick={() => void copy(row)}>{t('dataInterface.copy')}</sl-button>}
        <sl-button size="small" variant="text" onClick={() => exportJson(row)}>{t('dataInterface.export')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => setDialog({ kind: 'log', row })}>{t('dataInterface.callLog')}</sl-button>
        {canEdit && (
          <sl-button size="small" variant="text" onClick={() => void toggle(row)}>
            {t(row.enabledMark === 1 ? 'dataInterface.disable' : 'dataInterface.enable')}
          </sl-button>
        )}
        {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('dataInterface.delete')}</sl-button>}
      </span>
    ),
  });

  const add = canAdd ? () => setDialog({ kind: 'editor', id: null }) : undefined;
  const close = () => setDialog(null);
  const chooseCategory = (categoryId: string) => list.setQuery({ ...list.query, categoryId, currentPage: 1 });
  const category = (id: string, label: string) => (
    <li key={id || 'all'}>
      <button type="button" aria-current={list.query.categoryId === id} onClick={() => chooseCategory(id)}>{label}</button>
    </li>
  );

  return (
    <div className={styles.page}>
      <aside className={styles.side} aria-label={t('dataInterface.categories')}>
        <p className={styles.sideTitle}>{t('dataInterface.categories')}</p>
        <ul className={styles.categoryList}>
          {category('', t('dataInterface.allCategories'))}
          {categories.map((item) => category(item.id, item.fullName))}
        </ul>
      </aside>
      <section className={styles.main} aria-label={t('dataInterface.title')}>
        <KeywordSearch
          value={list.query.keyword}
          onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })}
          onReset={() => list.setQuery({ ...FIRST, categoryId: list.query.categoryId, pageSize: list.query.pageSize })}
        />
        <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
        <PagedTable
          list={list}
          columns={columns}
          label={t('dataInterface.title')}
          onAdd={add}
          onReset={() => list.setQuery({ ...FIRST, pageSize: list.query.pageSize })}
        />
      </section>
      {dialog?.kind === 'editor' && (
        <InterfaceDialog
          id={dialog.id}
          categories={categories}
          categoryId={list.query.categoryId}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'log' && <CallLogDrawer interfaceId={dialog.row.id} name={dialog.row.fullName} onClose={close} />}
      {settings.settingsDrawer}
    </div>
  );
}
