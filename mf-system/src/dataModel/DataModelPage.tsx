import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, Select, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { dataModelApi, DEFAULT_LINK_ID, type DataModelApi, type SourceOption, type TableQuery, type TableRow } from './api';
import { PreviewDrawer } from './PreviewDrawer';
import { TableDialog } from './TableDialog';
import sheet from './dataModel.module.css';

const styles = sheet.locals;

const FIRST: TableQuery = { linkId: DEFAULT_LINK_ID, keyword: '', currentPage: 1, pageSize: 20 };

type Row = TableRow & { id: string };
type Open = { kind: 'editor'; table: string | null } | { kind: 'preview'; table: string };

/** 数据建模 (issue 16 item 9): the tables of a data source, designed, altered, previewed. */
export function DataModelPage() {
  return <DataModelView api={dataModelApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function DataModelView({ api }: { api: DataModelApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const [sources, setSources] = useState<SourceOption[]>([]);
  const fetchPage = useCallback(
    (query: TableQuery) => api.tables(query).then((page) => ({ ...page, list: page.list.map((row): Row => ({ ...row, id: row.table })) })),
    [api],
  );
  const list = usePagedList(fetchPage, FIRST);
  const [open, setOpen] = useState<Open | null>(null);
  const { reload } = list;
  const linkId = list.query.linkId;

  useEffect(() => {
    let active = true;
    api.sources().then((found) => active && setSources(found), () => undefined);
    return () => {
      active = false;
    };
  }, [api]);

  const remove = async (row: Row) => {
    if (!(await confirmDelete(t('dataSource.model.confirmDelete', { name: row.table, count: row.sum })))) return;
    api.remove(linkId, row.table).then(() => {
      notifySuccess(t('dataSource.model.deleted'));
      reload();
    }, () => undefined);
  };

  const configurable: DataTableColumn<Row>[] = [
    { key: 'table', label: t('dataSource.model.table') },
    { key: 'tableName', label: t('dataSource.model.tableName'), render: (row) => row.tableName || '—' },
    { key: 'sum', label: t('dataSource.model.sum'), width: 120 },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('dataSource.model.actions'),
    width: 200,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setOpen({ kind: 'editor', table: row.table })}>{t('dataSource.model.edit')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => setOpen({ kind: 'preview', table: row.table })}>{t('dataSource.model.preview')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('dataSource.model.delete')}</sl-button>
      </span>
    ),
  });

  const add = () => setOpen({ kind: 'editor', table: null });
  const reset = () => list.setQuery({ ...FIRST, linkId, pageSize: list.query.pageSize });
  const close = () => setOpen(null);

  return (
    <section className={styles.page} aria-label={t('dataSource.model.title')}>
      <div className={styles.sourceBar}>
        <Select
          label={t('dataSource.model.source')}
          size="small"
          value={linkId}
          options={sources.map((source) => ({ value: source.id, label: `${source.fullName}（${source.dbType}）` }))}
          onChange={(value) => value && list.setQuery({ ...FIRST, linkId: value, pageSize: list.query.pageSize })}
        />
      </div>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('dataSource.model.title')} onAdd={add} onReset={reset} />
      {open?.kind === 'editor' && (
        <TableDialog
          api={api}
          linkId={linkId}
          table={open.table}
          onClose={close}
          onSaved={(message) => {
            notifySuccess(message);
            close();
            reload();
          }}
        />
      )}
      {open?.kind === 'preview' && <PreviewDrawer api={api} linkId={linkId} table={open.table} onClose={close} />}
      {settings.settingsDrawer}
    </section>
  );
}
