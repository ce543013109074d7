import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, Pagination, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE, type PageQuery } from '../center/api';
import { EnabledTag } from '../center/EnabledTag';
import { KeywordSearch } from '../center/KeywordSearch';
import { usePagedList } from '../center/usePagedList';
import { useTypeList } from '../center/useTypeList';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { copySendConfig, deleteSendConfig, getSendConfigs, toggleSendConfig, type SendConfig } from './api';
import { SendConfigDialog } from './SendConfigDialog';

const styles = common.locals;

/** Send configurations (message centre → send configuration): CRUD, copy and enable/disable. */
export function SendConfigPage() {
  const { t } = useTranslation(MESSAGE_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const channels = useTypeList(1);
  const sources = useTypeList(2);
  const list = usePagedList<SendConfig, PageQuery>(getSendConfigs, FIRST_PAGE);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);

  const changed = (message: string) => {
    notifySuccess(message);
    list.reload();
  };
  const remove = async (row: SendConfig) => {
    if (!(await confirmDelete())) return;
    deleteSendConfig(row.id).then(() => changed(t('center.deleted')), () => undefined);
  };
  const toggle = async (row: SendConfig) => {
    if (!(await confirmDialog({ message: t(row.enabledMark === 1 ? 'center.confirmDisable' : 'center.confirmEnable') }))) return;
    toggleSendConfig(row.id).then(() => changed(t('center.updated')), () => undefined);
  };
  const copy = (row: SendConfig) => {
    copySendConfig(row.id).then(() => changed(t('center.copied')), () => undefined);
  };

  const columns: DataTableColumn<SendConfig>[] = [
    { key: 'fullName', label: t('center.fullName') },
    { key: 'enCode', label: t('center.enCode') },
    { key: 'messageSource', label: t('center.template.messageSource'), width: 100, render: (row) => sources.nameOf(row.messageSource) },
    {
      key: 'items',
      label: t('center.sendConfig.channels'),
      render: (row) => row.items.map((item) => `${channels.nameOf(item.messageType)}: ${item.templateName}${item.accountName ? ` / ${item.accountName}` : ''}`).join('; '),
    },
    { key: 'sortCode', label: t('center.sortCode'), width: 70 },
    { key: 'enabledMark', label: t('center.enabledMark'), width: 80, render: (row) => <EnabledTag enabledMark={row.enabledMark} /> },
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

  return (
    <section className={styles.page} aria-label={t('center.sendConfig.list')}>
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
      <DataTable columns={columns} rows={list.rows} loading={list.loading} aria-label={t('center.sendConfig.list')} />
      <Pagination
        currentPage={list.query.currentPage}
        pageSize={list.query.pageSize}
        total={list.total}
        onChange={(currentPage, pageSize) => list.setQuery({ ...list.query, currentPage, pageSize })}
      />
      {dialog && (
        <SendConfigDialog
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
