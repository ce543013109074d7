import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, confirmDialog, formatDate, notifyError, notifySuccess } from '@atrium/shared';
import { ListToolbar, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { getHistory, isConflict, rollback, type HistoryQuery, type ModuleChange, type Revision } from './api';
import sheet from './deploy.module.css';
import { fileName } from './format';

const styles = sheet.locals;

type Row = Revision & { id: string };

export interface HistoryTableProps {
  /** Only this module's revisions; '' for all of them. */
  module: string;
  /** The version the server serves now: it gets no rollback, and it is the If-Match of one. */
  current: number;
  /** Changes whenever the page reloads its data (refresh, socket event): the history follows. */
  reloadKey: number;
  onShowAll: () => void;
  /** After a rollback, or a refused one: everything on the page is stale. */
  onChanged: () => void;
}

const changeText = (change: ModuleChange): string =>
  `${change.module}: ${change.from ? fileName(change.from) : '—'} → ${change.to ? fileName(change.to) : '—'}`;

/** The revisions of the import map, newest first, paged by the server, each with its rollback. */
export function HistoryTable({ module, current, reloadKey, onShowAll, onChanged }: HistoryTableProps) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList<Revision, HistoryQuery>(getHistory, { module, currentPage: 1, pageSize: 20 });
  const { query, setQuery, reload } = list;
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (query.module !== module) setQuery({ ...query, module, currentPage: 1 });
    // Only a new module choice restarts the list; the query's own changes are the pager's.
  }, [module]);

  // The key the rows were loaded for: the first render's load is usePagedList's own.
  const loadedFor = useRef(reloadKey);
  useEffect(() => {
    if (loadedFor.current === reloadKey) return;
    loadedFor.current = reloadKey;
    reload();
  }, [reloadKey, reload]);

  const restore = async (row: Revision) => {
    if (!(await confirmDialog({ message: t('deploy.confirmRollback', { version: row.version }) }))) return;
    setBusy(true);
    try {
      const { version } = await rollback(row.version, current);
      notifySuccess(t('deploy.rolledBack', { version: row.version, next: version }));
      onChanged();
    } catch (error) {
      if (isConflict(error)) {
        notifyError(t('deploy.conflict'), 5000);
        onChanged();
      } else {
        // The call is silent: its refusal (unknown version, 403…) is told here once.
        notifyError(error instanceof ApiError ? error.msg : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'version',
      label: t('deploy.version'),
      width: 110,
      render: (row) => (
        <>
          {row.version}{' '}
          {row.version === current && (
            <sl-tag size="small" variant="success">
              {t('deploy.current')}
            </sl-tag>
          )}
        </>
      ),
    },
    { key: 'createdAt', label: t('deploy.createdAt'), width: 170, render: (row) => formatDate(row.createdAt) },
    { key: 'author', label: t('deploy.author'), width: 120 },
    { key: 'source', label: t('deploy.source'), width: 110, render: (row) => t(`deploy.sources.${row.source}`, { defaultValue: row.source }) },
    {
      key: 'changes',
      label: t('deploy.changes'),
      render: (row) =>
        row.changes.length > 0 && (
          <ul className={`${styles.changes} ${styles.mono}`}>
            {row.changes.map((change) => (
              <li key={change.module} title={`${change.from ?? ''} → ${change.to ?? ''}`}>
                {changeText(change)}
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'note', label: t('deploy.note') },
    {
      key: 'actions',
      label: t('deploy.actions'),
      width: 90,
      render: (row) =>
        row.version !== current && (
          <span className={styles.rowActions}>
            <sl-button size="small" variant="text" disabled={busy} onClick={() => void restore(row)}>
              {t('deploy.rollback')}
            </sl-button>
          </span>
        ),
    },
  ];
  const rows: Row[] = list.rows.map((row) => ({ ...row, id: String(row.version) }));

  return (
    <section className={styles.panel} aria-label={t('deploy.history')}>
      <ListToolbar caption={module ? t('deploy.historyOf', { module }) : t('deploy.history')} onRefresh={reload}>
        {module && (
          <sl-button size="small" variant="text" onClick={onShowAll}>
            {t('deploy.allHistory')}
          </sl-button>
        )}
      </ListToolbar>
      <PagedTable list={{ ...list, rows }} columns={columns} label={t('deploy.history')} />
    </section>
  );
}
