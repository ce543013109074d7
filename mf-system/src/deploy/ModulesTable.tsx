import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { DataTable, EmptyState, KeywordSearch, ListToolbar, useListColumns, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { DeployedModule, ModuleList } from './api';
import sheet from './deploy.module.css';
import { fileName, formatSize, shortIntegrity } from './format';

const styles = sheet.locals;

type Row = DeployedModule & { id: string };

export interface ModulesTableProps {
  modules: ModuleList;
  loading: boolean;
  /** The module whose history is shown ('' for every module). */
  chosen: string;
  onChoose: (module: string) => void;
  onRefresh: () => void;
}

const matches = (row: DeployedModule, keyword: string): boolean => {
  const needle = keyword.toLowerCase();
  return row.module.toLowerCase().includes(needle) || row.url.toLowerCase().includes(needle);
};

/** Every module of the served import map with its current URL, size, integrity and last deploy. */
export function ModulesTable({ modules, loading, chosen, onChoose, onRefresh }: ModulesTableProps) {
  const { t } = useTranslation(SYSTEM_NS);
  // The whole map comes in one answer (a few dozen modules): the keyword filters it here.
  const [keyword, setKeyword] = useState('');

  const configurable: DataTableColumn<Row>[] = [
    { key: 'module', label: t('deploy.module'), render: (row) => <span className={styles.mono}>{row.module}</span> },
    {
      key: 'kind',
      label: t('deploy.kind'),
      width: 110,
      render: (row) => (
        <sl-tag size="small" variant={row.kind === 'mf' ? 'primary' : 'neutral'}>
          {t(`deploy.kinds.${row.kind}`, { defaultValue: row.kind })}
        </sl-tag>
      ),
    },
    {
      key: 'url',
      label: t('deploy.url'),
      render: (row) => (
        <span className={styles.mono} title={row.url}>
          {fileName(row.url)}
        </span>
      ),
    },
    { key: 'size', label: t('deploy.size'), width: 90, align: 'right', render: (row) => formatSize(row.size) },
    {
      key: 'integrity',
      label: t('deploy.integrity'),
      render: (row) =>
        row.integrity && (
          <span className={styles.mono} title={row.integrity}>
            {shortIntegrity(row.integrity)}
          </span>
        ),
    },
    { key: 'deployedAt', label: t('deploy.deployedAt'), width: 170, render: (row) => formatDate(row.deployedAt) },
    { key: 'author', label: t('deploy.author'), width: 120 },
  ];
  const settings = useListColumns(configurable);
  const columns: DataTableColumn<Row>[] = [
    ...settings.columns,
    {
      key: 'actions',
      label: t('deploy.actions'),
      width: 100,
      render: (row) => (
        <span className={styles.rowActions}>
          <sl-button size="small" variant="text" aria-pressed={row.module === chosen} onClick={() => onChoose(row.module)}>
            {t('deploy.showHistory')}
          </sl-button>
        </span>
      ),
    },
  ];

  const rows: Row[] = modules.list.filter((row) => !keyword || matches(row, keyword)).map((row) => ({ ...row, id: row.module }));
  const empty = keyword ? <EmptyState noMatch onClear={() => setKeyword('')} /> : <EmptyState />;

  return (
    <section className={styles.panel} aria-label={t('deploy.title')}>
      <KeywordSearch value={keyword} onSearch={setKeyword} />
      <ListToolbar caption={t('deploy.modules', { version: modules.version })} onRefresh={onRefresh} onColumnSettings={settings.openSettings} />
      <p className={styles.hint}>{t('deploy.liveHint')}</p>
      <DataTable columns={columns} rows={rows} loading={loading} aria-label={t('deploy.title')} emptyText={empty} />
      {settings.settingsDrawer}
    </section>
  );
}
