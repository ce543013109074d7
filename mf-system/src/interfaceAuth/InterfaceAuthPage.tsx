import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, formatDate, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { interfaceAuthApi, type AppQuery, type AppRow, type AppSecret, type InterfaceAuthApi } from './api';
import { AppDialog, SecretDialog } from './AppDialog';
import sheet from './interfaceAuth.module.css';

const styles = sheet.locals;

const FIRST: AppQuery = { keyword: '', currentPage: 1, pageSize: 20 };

type Dialog = { kind: 'editor'; id: string | null } | { kind: 'secret'; secret: AppSecret };

/** 接口认证 (issue 16 item 12): app id / secret pairs that external systems call data interfaces with. */
export function InterfaceAuthPage() {
  return <InterfaceAuthView api={interfaceAuthApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function InterfaceAuthView({ api }: { api: InterfaceAuthApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList(api.list, FIRST);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { reload } = list;

  const remove = async (row: AppRow) => {
    if (!(await confirmDelete(t('interfaceAuth.confirmDelete', { name: row.appName })))) return;
    api.remove(row.id).then(() => {
      notifySuccess(t('interfaceAuth.deleted'));
      reload();
    }, () => undefined);
  };

  const resetSecret = async (row: AppRow) => {
    if (!(await confirmDialog({ message: t('interfaceAuth.confirmReset', { name: row.appName }) }))) return;
    api.resetSecret(row.id).then((secret) => setDialog({ kind: 'secret', secret }), () => undefined);
  };

  const configurable: DataTableColumn<AppRow>[] = [
    { key: 'appName', label: t('interfaceAuth.appName') },
    { key: 'appId', label: t('interfaceAuth.appId'), width: 220, render: (row) => <code>{row.appId}</code> },
    { key: 'dataInterfaceNames', label: t('interfaceAuth.interfaces'), render: (row) => (row.dataInterfaceNames.length ? row.dataInterfaceNames.join('、') : '—') },
    { key: 'whitelistIp', label: t('interfaceAuth.whitelistIp'), render: (row) => (row.whitelistIp ? row.whitelistIp.split('\n').join(', ') : t('interfaceAuth.anyIp')) },
    { key: 'usefulLife', label: t('interfaceAuth.usefulLife'), width: 170, render: (row) => (row.usefulLife === null ? t('interfaceAuth.never') : formatDate(row.usefulLife)) },
    { key: 'usageCount', label: t('interfaceAuth.usageCount'), width: 100 },
    { key: 'lastUsedTime', label: t('interfaceAuth.lastUsedTime'), width: 170, render: (row) => (row.lastUsedTime === null ? '—' : formatDate(row.lastUsedTime)) },
    {
      key: 'enabledMark',
      label: t('interfaceAuth.status'),
      width: 90,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('interfaceAuth.enabled')} disabled={t('interfaceAuth.disabled')} />,
    },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('interfaceAuth.actions'),
    width: 200,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setDialog({ kind: 'editor', id: row.id })}>{t('interfaceAuth.edit')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void resetSecret(row)}>{t('interfaceAuth.resetSecret')}</sl-button>
        <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('interfaceAuth.delete')}</sl-button>
      </span>
    ),
  });

  const add = () => setDialog({ kind: 'editor', id: null });
  const close = () => setDialog(null);
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });

  return (
    <section className={styles.page} aria-label={t('interfaceAuth.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset} />
      <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('interfaceAuth.title')} onAdd={add} onReset={reset} />
      {dialog?.kind === 'editor' && (
        <AppDialog
          api={api}
          id={dialog.id}
          onClose={close}
          onSaved={(message, secret) => {
            notifySuccess(message);
            setDialog(secret ? { kind: 'secret', secret } : null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'secret' && <SecretDialog secret={dialog.secret} onClose={close} />}
      {settings.settingsDrawer}
    </section>
  );
}
