import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, formatDate, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn, type ListQuery } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { cacheApi, type CacheApi, type CacheRow } from './api';
import sheet from './cache.module.css';

const styles = sheet.locals;

const FIRST: ListQuery = { keyword: '', currentPage: 1, pageSize: 20 };

type Row = CacheRow & { id: string; title: string };

/** 缓存管理 (issue 16 item 3): the server's caches with their size and age; clear one or all. */
export function CachePage() {
  return <CacheView api={cacheApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function CacheView({ api, now = Date.now }: { api: CacheApi; now?: () => number }) {
  const { t, i18n } = useTranslation(SYSTEM_NS);
  const titleOf = useCallback((name: string) => (i18n.exists(`cache.names.${name}`, { ns: SYSTEM_NS }) ? t(`cache.names.${name}`) : name), [i18n, t]);
  // The server lists a handful of caches: the list is filtered and paged here, with the list kit's controls.
  const fetchPage = useMemo(() => async (query: ListQuery) => {
    const keyword = query.keyword.toLowerCase();
    const rows: Row[] = (await api.list())
      .map((cache) => ({ ...cache, id: cache.name, title: titleOf(cache.name) }))
      .filter((row) => keyword === '' || row.title.toLowerCase().includes(keyword) || row.name.toLowerCase().includes(keyword));
    const start = (query.currentPage - 1) * query.pageSize;
    return { list: rows.slice(start, start + query.pageSize), pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: rows.length } };
  }, [api, titleOf]);
  const list = usePagedList(fetchPage, FIRST);
  const { reload } = list;

  const size = (bytes: number): string => {
    if (bytes < 1024) return t('cache.units.B', { value: bytes });
    if (bytes < 1024 * 1024) return t('cache.units.KB', { value: (bytes / 1024).toFixed(1) });
    return t('cache.units.MB', { value: (bytes / 1024 / 1024).toFixed(1) });
  };
  const age = (since: number | null): string => {
    if (since === null) return t('cache.empty');
    const seconds = Math.max(0, Math.floor((now() - since) / 1000));
    if (seconds < 60) return t('cache.ages.seconds', { count: seconds });
    if (seconds < 3600) return t('cache.ages.minutes', { count: Math.floor(seconds / 60) });
    if (seconds < 86_400) return t('cache.ages.hours', { count: Math.floor(seconds / 3600) });
    return t('cache.ages.days', { count: Math.floor(seconds / 86_400) });
  };

  const clear = async (row: Row) => {
    if (!(await confirmDialog({ message: t('cache.confirmClear', { name: row.title }) }))) return;
    api.clear(row.name).then(() => {
      notifySuccess(t('cache.cleared', { name: row.title }));
      reload();
    }, () => undefined);
  };
  const clearAll = async () => {
    if (!(await confirmDialog({ message: t('cache.confirmClearAll') }))) return;
    api.clearAll().then(() => {
      notifySuccess(t('cache.clearedAll'));
      reload();
    }, () => undefined);
  };

  const configurable: DataTableColumn<Row>[] = [
    { key: 'title', label: t('cache.name') },
    { key: 'name', label: t('cache.key'), width: 200, render: (row) => <span className={styles.key}>{row.name}</span> },
    { key: 'count', label: t('cache.count'), width: 100, align: 'right' },
    { key: 'cacheSize', label: t('cache.size'), width: 130, align: 'right', render: (row) => (row.count === 0 ? t('cache.empty') : size(row.cacheSize)) },
    { key: 'age', label: t('cache.age'), width: 120, render: (row) => age(row.createTime) },
    { key: 'createTime', label: t('cache.since'), width: 170, render: (row) => (row.createTime === null ? t('cache.empty') : formatDate(row.createTime)) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('cache.actions'),
    width: 90,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => void clear(row)}>{t('cache.clear')}</sl-button>
      </span>
    ),
  });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });

  return (
    <section className={styles.page} aria-label={t('cache.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar onRefresh={reload} onColumnSettings={settings.openSettings}>
        <sl-button size="small" variant="danger" outline onClick={() => void clearAll()}>
          <sl-icon slot="prefix" name="trash" />
          {t('cache.clearAll')}
        </sl-button>
      </ListToolbar>
      <PagedTable list={list} columns={columns} label={t('cache.title')} onReset={reset} />
      {settings.settingsDrawer}
    </section>
  );
}
