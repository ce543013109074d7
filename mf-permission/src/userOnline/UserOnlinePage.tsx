import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_REMOVE, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, EmptyState, KeywordSearch, ListToolbar, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { formatTime } from '../common/format';
import sheet from '../common/permission.module.css';
import { forceOffline, forceOfflineMany, getOnlineUsers, type OnlineUser } from './api';

const styles = sheet.locals;

type Row = OnlineUser & { id: string };

const checked = (event: Event) => (event.target as HTMLInputElement).checked;

/** 在线用户: who is signed in, since when, from where; forced offline per row or for the checked rows. */
export function UserOnlinePage() {
  const { t } = useTranslation(PERMISSION_NS);
  const canRemove = usePermission('button', BTN_REMOVE);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  // Why the last load failed (shown in the table with a retry), or null (issue 19 item 7).
  const [loadError, setLoadError] = useState<unknown>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(async (searched: string) => {
    setLoading(true);
    setSelected(new Set());
    try {
      setRows((await getOnlineUsers(searched)).map((user) => ({ ...user, id: user.userId })));
      setLoadError(null);
    } catch (error) {
      setRows([]);
      setLoadError(error);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load('');
  }, [load]);

  const reload = () => void load(keyword);

  const offline = async (row: Row) => {
    if (!(await confirmDialog({ message: t('online.confirmOne', { name: row.userName }) }))) return;
    forceOffline(row.userId).then(() => {
      notifySuccess(t('online.done'));
      reload();
    }, () => undefined);
  };

  const offlineChecked = async () => {
    const ids = [...selected];
    // Names the first few users and the count (issue 17 item 5: confirmations name the items).
    const names = rows.filter((row) => selected.has(row.id)).map((row) => row.userName);
    const shown = names.slice(0, 3).join(t('online.nameSeparator')) + (names.length > 3 ? t('online.andMore') : '');
    if (!(await confirmDialog({ message: t('online.confirmMany', { count: ids.length, names: shown }) }))) return;
    forceOfflineMany(ids).then(() => {
      notifySuccess(t('online.done'));
      reload();
    }, () => undefined);
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const columns: DataTableColumn<Row>[] = [];
  if (canRemove) {
    columns.push({
      key: 'select',
      width: 40,
      label: (
        <sl-checkbox
          aria-label={t('online.selectAll')}
          checked={allChecked}
          indeterminate={!allChecked && selected.size > 0}
          onsl-change={(event: Event) => setSelected(checked(event) ? new Set(rows.map((row) => row.id)) : new Set())}
        />
      ),
      render: (row) => <sl-checkbox aria-label={row.userName} checked={selected.has(row.id)} onsl-change={(event: Event) => toggle(row.id, checked(event))} />,
    });
  }
  columns.push(
    { key: 'userAccount', label: t('user.account') },
    { key: 'userName', label: t('user.realName') },
    { key: 'loginTime', label: t('online.loginTime'), width: 170, render: (row) => formatTime(row.loginTime) },
    { key: 'lastTime', label: t('online.lastTime'), width: 170, render: (row) => formatTime(row.lastTime) },
    { key: 'loginIPAddress', label: t('online.ip') },
    { key: 'loginPlatForm', label: t('online.device') },
    { key: 'sessionCount', label: t('online.sessions'), width: 80 },
  );
  if (canRemove) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: 110,
      render: (row) => <sl-button size="small" variant="text" onClick={() => void offline(row)}>{t('online.forceOffline')}</sl-button>,
    });
  }

  return (
    <section className={styles.single} aria-label={t('online.title')}>
      <KeywordSearch
        value={keyword}
        onSearch={(searched) => {
          setKeyword(searched);
          void load(searched);
        }}
      />
      <ListToolbar caption={t('online.title')} onRefresh={reload}>
        {canRemove && (
          <sl-button size="small" variant="danger" outline disabled={selected.size === 0} onClick={() => void offlineChecked()}>
            {t('online.forceOfflineChecked')}
          </sl-button>
        )}
      </ListToolbar>
      <DataTable
        columns={columns}
        rows={rows}
        loading={loading}
        aria-label={t('online.title')}
        loadError={loadError}
        onRetry={reload}
        emptyText={keyword ? <EmptyState noMatch onClear={() => { setKeyword(''); void load(''); }} /> : <EmptyState />}
      />
    </section>
  );
}
