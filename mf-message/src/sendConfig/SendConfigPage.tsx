import { useTranslation } from 'react-i18next';
import { KeywordSearch, ListToolbar, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE, type PageQuery } from '../center/api';
import { RecordRowActions } from '../center/RecordRowActions';
import { useButtonPermissions } from '../center/useButtonPermissions';
import { useEditDialog } from '../center/useEditDialog';
import { useRecordCommands } from '../center/useRecordCommands';
import { useRecordTailColumns } from '../center/useRecordTailColumns';
import { useTypeList } from '../center/useTypeList';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { copySendConfig, deleteSendConfig, getSendConfigs, toggleSendConfig, type SendConfig } from './api';
import { SendConfigDialog } from './SendConfigDialog';

const styles = common.locals;

/** Send configurations (message centre → send configuration): CRUD, copy and enable/disable. */
export function SendConfigPage() {
  const { t } = useTranslation(MESSAGE_NS);
  const permissions = useButtonPermissions();
  const channels = useTypeList(1);
  const sources = useTypeList(2);
  const list = usePagedList<SendConfig, PageQuery>(getSendConfigs, FIRST_PAGE);
  const commands = useRecordCommands<SendConfig>({ remove: deleteSendConfig, toggle: toggleSendConfig, copy: copySendConfig }, list.reload);
  const dialog = useEditDialog(list.reload);

  const actions = (row: SendConfig) => <RecordRowActions row={row} permissions={permissions} commands={commands} onEdit={() => dialog.open(row.id)} />;
  const tail = useRecordTailColumns<SendConfig>({ sort: 70, status: 80, actions: 240 }, permissions.canAny ? actions : undefined);

  const columns: DataTableColumn<SendConfig>[] = [
    { key: 'fullName', label: t('center.fullName') },
    { key: 'enCode', label: t('center.enCode') },
    { key: 'messageSource', label: t('center.template.messageSource'), width: 100, render: (row) => sources.nameOf(row.messageSource) },
    {
      key: 'items',
      label: t('center.sendConfig.channels'),
      render: (row) => row.items.map((item) => `${channels.nameOf(item.messageType)}: ${item.templateName}${item.accountName ? ` / ${item.accountName}` : ''}`).join('; '),
    },
    ...tail,
  ];

  return (
    <section className={styles.page} aria-label={t('center.sendConfig.list')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
      <ListToolbar onAdd={permissions.canAdd ? () => dialog.open(null) : undefined} onRefresh={list.reload} />
      <PagedTable list={list} columns={columns} label={t('center.sendConfig.list')} onAdd={permissions.canAdd ? () => dialog.open(null) : undefined} />
      {dialog.target && <SendConfigDialog id={dialog.target.id} onClose={dialog.close} onSaved={dialog.saved} />}
    </section>
  );
}
