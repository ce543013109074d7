import { useTranslation } from 'react-i18next';
import { KeywordSearch, ListToolbar, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE, type PageQuery } from '../center/api';
import { RecordRowActions } from '../center/RecordRowActions';
import { useButtonPermissions } from '../center/useButtonPermissions';
import { useEditDialog } from '../center/useEditDialog';
import { useRecordCommands } from '../center/useRecordCommands';
import { useRecordTailColumns } from '../center/useRecordTailColumns';
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
  const permissions = useButtonPermissions();
  const list = usePagedList<Account, PageQuery>((query) => getAccounts(kind.type, query), FIRST_PAGE);
  const commands = useRecordCommands<Account>({ remove: deleteAccount, toggle: toggleAccount, copy: copyAccount }, list.reload);
  const dialog = useEditDialog(list.reload);

  const actions = (row: Account) => <RecordRowActions row={row} permissions={permissions} commands={commands} onEdit={() => dialog.open(row.id)} />;
  const tail = useRecordTailColumns<Account>({ sort: 80, status: 90, actions: 240 }, permissions.canAny ? actions : undefined);

  const columns: DataTableColumn<Account>[] = [
    { key: 'fullName', label: t('center.fullName') },
    { key: 'enCode', label: t('center.enCode') },
    ...listedFields(kind).map((field) => ({ key: field.key, label: t(`center.fields.${field.key}`) })),
    ...tail,
  ];

  const title = t(`center.account.titles.${kind.type}`);
  return (
    <section className={styles.page} aria-label={title}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
      <ListToolbar onAdd={permissions.canAdd ? () => dialog.open(null) : undefined} onRefresh={list.reload} />
      <PagedTable list={list} columns={columns} label={title} onAdd={permissions.canAdd ? () => dialog.open(null) : undefined} />
      {dialog.target && <AccountDialog kind={kind} id={dialog.target.id} onClose={dialog.close} onSaved={dialog.saved} />}
    </section>
  );
}
