import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, Pagination, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE, type PageQuery } from '../center/api';
import { EnabledTag } from '../center/EnabledTag';
import { KeywordSearch } from '../center/KeywordSearch';
import { usePagedList } from '../center/usePagedList';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { copyAccount, deleteAccount, getAccounts, toggleAccount, type Account } from './api';
import { AccountDialog } from './AccountDialog';
import type { AccountKind } from './kinds';

const styles = common.locals;

/** Settings worth a column: the first two plain values (no secret, switch or coded choice). */
const listedFields = (kind: AccountKind) => kind.fields.filter((field) => field.kind !== 'secret' && field.kind !== 'flag' && field.kind !== 'choice').slice(0, 2);

/** Accounts of one channel (message centre → account configuration → mail, SMS, …). */
export function AccountPage({ kind }: { kind: AccountKind }) {
  const { t } = useTranslation(MESSAGE_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const list = usePagedList<Account, PageQuery>((query) => getAccounts(kind.type, query), FIRST_PAGE);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);

  const changed = (message: string) => {
    notifySuccess(message);
    list.reload();
  };
  const remove = async (row: Account) => {
    if (!(await confirmDelete())) return;
    deleteAccount(row.id).then(() => changed(t('center.deleted')), () => undefined);
  };
  const toggle = async (row: Account) => {
    if (!(await confirmDialog({ message: t(row.enabledMark === 1 ? 'center.confirmDisable' : 'center.confirmEnable') }))) return;
    toggleAccount(row.id).then(() => changed(t('center.updated')), () => undefined);
  };
  const copy = (row: Account) => {
    copyAccount(row.id).then(() => changed(t('center.copied')), () => undefined);
  };

  const columns: DataTableColumn<Account>[] = [
    { key: 'fullName', label: t('center.fullName') },
    { key: 'enCode', label: t('center.enCode') },
    ...listedFields(kind).map((field) => ({ key: field.key, label: t(`center.fields.${field.key}`) })),
    { key: 'sortCode', label: t('center.sortCode'), width: 80 },
    { key: 'enabledMark', label: t('center.enabledMark'), width: 90, render: (row: Account) => <EnabledTag enabledMark={row.enabledMark} /> },
  ];
  if (canAdd || canEdit || canRemove) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: 240,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id })}>{t('center.edit')}</sl-button>}
          {canAdd && <sl-button size="small" variant="text" onClick={() => copy(row)}>{t('center.copy')}</sl-button>}
          {canEdit && (
            <sl-button size="small" variant="text" onClick={() => void toggle(row)}>
              {t(row.enabledMark === 1 ? 'center.disable' : 'center.enable')}
            </sl-button>
          )}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('center.delete')}</sl-button>}
        </span>
      ),
    });
  }

  const title = t(`center.account.titles.${kind.type}`);
  return (
    <section className={styles.page} aria-label={title}>
      <KeywordSearch onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
      <div className={styles.toolbar}>
        <span className={styles.spacer} />
        {canAdd && (
          <sl-button size="small" variant="primary" onClick={() => setDialog({ id: null })}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t('center.add')}
          </sl-button>
        )}
        <sl-icon-button name="arrow-clockwise" label={t('common.refresh')} onClick={list.reload} />
      </div>
      <DataTable columns={columns} rows={list.rows} loading={list.loading} aria-label={title} />
      <Pagination
        currentPage={list.query.currentPage}
        pageSize={list.query.pageSize}
        total={list.total}
        onChange={(currentPage, pageSize) => list.setQuery({ ...list.query, currentPage, pageSize })}
      />
      {dialog && (
        <AccountDialog
          kind={kind}
          id={dialog.id}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            list.reload();
          }}
        />
      )}
    </section>
  );
}
