import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, formatDate, notifySuccess } from '@atrium/shared';
import { downloadFile, KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { backupApi, type BackupApi, type BackupProgress, type BackupQuery, type BackupRow } from './api';
import sheet from './backup.module.css';

const styles = sheet.locals;

const FIRST: BackupQuery = { keyword: '', currentPage: 1, pageSize: 20 };
/** How often the progress bar asks the server while a backup or restore runs. */
export const PROGRESS_POLL_MS = 500;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** 数据备份 (issue 16 item 11): backups of the database, made online; download, restore, delete. */
export function BackupPage() {
  return <BackupView api={backupApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function BackupView({ api }: { api: BackupApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList(api.list, FIRST);
  const [working, setWorking] = useState<BackupProgress['operation'] | null>(null);
  const [progress, setProgress] = useState<BackupProgress | null>(null);
  const { reload } = list;
  const active = progress !== null;

  // The server's progress of the operation in hand (also one started elsewhere, found on mount).
  useEffect(() => {
    let stopped = false;
    const poll = () => {
      api.progress().then((current) => {
        if (stopped) return;
        setProgress(current);
      }, () => undefined);
    };
    poll();
    if (!working && !active) {
      return () => {
        stopped = true;
      };
    }
    const timer = setInterval(poll, PROGRESS_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, working, active]);

  const during = async (operation: BackupProgress['operation'], work: () => Promise<void>) => {
    setWorking(operation);
    try {
      await work();
    } catch {
      // Refused (the client showed the server's reason): the list shows the current state.
    } finally {
      setWorking(null);
      setProgress(null);
      reload();
    }
  };

  const backupNow = () =>
    void during('backup', async () => {
      const created = await api.create('');
      notifySuccess(t('backup.created', { name: created.fileName }));
    });

  const restore = async (row: BackupRow) => {
    const message = t('backup.confirmRestore', { name: row.fileName, time: formatDate(row.creatorTime) });
    if (!(await confirmDialog({ message }))) return;
    await during('restore', async () => {
      const answer = await api.restore(row.id);
      notifySuccess(t('backup.restored', { name: answer.safetyBackup.fileName }));
    });
  };

  const remove = async (row: BackupRow) => {
    if (!(await confirmDelete(t('backup.confirmDelete', { name: row.fileName })))) return;
    api.remove(row.id).then(() => {
      notifySuccess(t('backup.deleted'));
      reload();
    }, () => undefined);
  };

  const download = (row: BackupRow) => {
    api.downloadUrl(row.id).then(({ url }) => downloadFile(url, row.fileName), () => undefined);
  };

  const configurable: DataTableColumn<BackupRow>[] = [
    { key: 'fileName', label: t('backup.fileName') },
    { key: 'kind', label: t('backup.kind'), width: 110, render: (row) => <sl-tag size="small" variant={row.kind === 'safety' ? 'warning' : 'neutral'}>{t(`backup.kinds.${row.kind}`)}</sl-tag> },
    { key: 'fileSize', label: t('backup.fileSize'), width: 110, render: (row) => formatSize(row.fileSize) },
    { key: 'creatorTime', label: t('backup.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
    { key: 'creatorUser', label: t('backup.creatorUser'), width: 130, render: (row) => row.creatorUser || '—' },
    { key: 'description', label: t('backup.description'), render: (row) => row.description || '—' },
  ];
  const settings = useListColumns(configurable);
  const busy = working !== null;
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('backup.actions'),
    width: 190,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => download(row)}>{t('backup.download')}</sl-button>
        <sl-button size="small" variant="text" disabled={busy} onClick={() => void restore(row)}>{t('backup.restore')}</sl-button>
        <sl-button size="small" variant="text" disabled={busy} onClick={() => void remove(row)}>{t('backup.delete')}</sl-button>
      </span>
    ),
  });

  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  const shown = progress ?? (working ? { operation: working, totalPages: 0, remainingPages: 0 } : null);
  const percent = shown && shown.totalPages > 0 ? Math.round(((shown.totalPages - shown.remainingPages) / shown.totalPages) * 100) : 0;

  return (
    <section className={styles.page} aria-label={t('backup.title')}>
      <p className={styles.note}>{t('backup.note')}</p>
      {shown && (
        <div className={styles.progress}>
          <div className={styles.progressLabel}>{t(shown.operation === 'restore' ? 'backup.restoring' : 'backup.backingUp', { percent })}</div>
          <sl-progress-bar value={percent} indeterminate={shown.totalPages === 0} label={t(shown.operation === 'restore' ? 'backup.restoring' : 'backup.backingUp', { percent })} />
        </div>
      )}
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar onRefresh={reload} onColumnSettings={settings.openSettings}>
        <sl-button size="small" variant="primary" loading={working === 'backup'} disabled={busy} onClick={backupNow}>{t('backup.backupNow')}</sl-button>
      </ListToolbar>
      <PagedTable list={list} columns={columns} label={t('backup.title')} onReset={reset} emptyAction={busy ? undefined : { label: t('backup.backupNow'), onClick: backupNow }} />
      {settings.settingsDrawer}
    </section>
  );
}
