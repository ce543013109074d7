import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, formatDate, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { dataSourceApi, type DataSourceApi, type SourceQuery, type SourceRow } from './api';
import { SourceDialog } from './SourceDialog';
import sheet from './dataSource.module.css';

const styles = sheet.locals;

const FIRST: SourceQuery = { keyword: '', currentPage: 1, pageSize: 20 };

/** 数据连接 (issue 16 item 8): connection definitions, tested, enabled or disabled. */
export function DataSourcePage() {
  return <DataSourceView api={dataSourceApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function DataSourceView({ api }: { api: DataSourceApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList(api.list, FIRST);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const { reload } = list;

  const remove = async (row: SourceRow) => {
    if (!(await confirmDelete(t('dataSource.source.confirmDelete', { name: row.fullName })))) return;
    api.remove(row.id).then(() => {
      notifySuccess(t('dataSource.source.deleted'));
      reload();
    }, () => undefined);
  };

  const toggle = async (row: SourceRow) => {
    const message = t(row.enabledMark === 1 ? 'dataSource.source.confirmDisable' : 'dataSource.source.confirmEnable', { name: row.fullName });
    if (!(await confirmDialog({ message }))) return;
    api.toggle(row.id).then(() => {
      notifySuccess(t('dataSource.source.updated'));
      reload();
    }, () => undefined);
  };

  const test = (row: SourceRow) => {
    api.test({ ...row, password: '' }).then(() => notifySuccess(t('dataSource.source.tested')), () => undefined);
  };

  const configurable: DataTableColumn<SourceRow>[] = [
    { key: 'fullName', label: t('dataSource.source.fullName') },
    { key: 'dbType', label: t('dataSource.source.dbType'), width: 120 },
    { key: 'host', label: t('dataSource.source.host'), render: (row) => row.host || '—' },
    { key: 'port', label: t('dataSource.source.port'), width: 90, render: (row) => (row.port === null ? '—' : String(row.port)) },
    { key: 'serviceName', label: t('dataSource.source.serviceName'), render: (row) => row.serviceName || '—' },
    { key: 'userName', label: t('dataSource.source.userName'), width: 120, render: (row) => row.userName || '—' },
    { key: 'sortCode', label: t('dataSource.source.sortCode'), width: 80 },
    {
      key: 'enabledMark',
      label: t('dataSource.source.status'),
      width: 90,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('dataSource.source.enabled')} disabled={t('dataSource.source.disabled')} />,
    },
    { key: 'creatorTime', label: t('dataSource.source.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('dataSource.source.actions'),
    width: 240,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('dataSource.source.edit')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => test(row)}>{t('dataSource.source.test')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void toggle(row)}>
          {t(row.enabledMark === 1 ? 'dataSource.source.disable' : 'dataSource.source.enable')}
        </sl-button>
        <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('dataSource.source.delete')}</sl-button>
      </span>
    ),
  });

  const add = () => setEditing({ id: null });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });

  return (
    <section className={styles.page} aria-label={t('dataSource.source.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('dataSource.source.title')} onAdd={add} onReset={reset} />
      {editing && (
        <SourceDialog
          api={api}
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            notifySuccess(message);
            setEditing(null);
            reload();
          }}
        />
      )}
      {settings.settingsDrawer}
    </section>
  );
}
