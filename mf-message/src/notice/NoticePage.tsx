import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, formatDate, notifySuccess, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE } from '../center/api';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { deleteNotice, getNotices, releaseNotice, type Notice } from './api';
import { NoticeDialog } from './NoticeDialog';
import { NoticeViewDialog } from './NoticeViewDialog';

const styles = common.locals;

const isReleased = (notice: Notice) => notice.enabledMark === 1;

/** Notice management (system management → notice): drafts are edited, then released once. */
export function NoticePage() {
  const { t } = useTranslation(MESSAGE_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);

  const list = usePagedList(getNotices, FIRST_PAGE);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const now = Date.now();
  const { reload } = list;

  const remove = async (notice: Notice) => {
    if (!(await confirmDelete({ name: notice.title }))) return;
    deleteNotice(notice.id).then(() => {
      notifySuccess(t('notice.deleted'));
      reload();
    }, () => undefined);
  };

  const release = async (notice: Notice) => {
    if (!(await confirmDialog({ message: t('notice.confirmRelease', { title: notice.title }) }))) return;
    releaseNotice(notice.id).then(() => {
      notifySuccess(t('notice.releasedOk'));
      reload();
    }, () => undefined);
  };

  const columns: DataTableColumn<Notice>[] = [
    {
      key: 'title',
      label: t('notice.title'),
      render: (row) => (
        <button type="button" className={styles.link} onClick={() => setViewing(row.id)}>
          {row.title}
        </button>
      ),
    },
    { key: 'category', label: t('notice.category'), width: 90, render: (row) => (row.category ? t(`notice.category${row.category}`) : null) },
    {
      key: 'enabledMark',
      label: t('notice.status'),
      width: 100,
      render: (row) => (
        <sl-tag size="small" variant={isReleased(row) ? 'success' : 'neutral'}>
          {t(isReleased(row) ? 'notice.released' : 'notice.draft')}
        </sl-tag>
      ),
    },
    {
      key: 'expirationTime',
      label: t('notice.expirationTime'),
      width: 190,
      render: (row) =>
        row.expirationTime ? (
          <span>
            {formatDate(row.expirationTime)}{' '}
            {row.expirationTime <= now && (
              <sl-tag size="small" variant="warning">
                {t('notice.expired')}
              </sl-tag>
            )}
          </span>
        ) : null,
    },
    { key: 'creatorUser', label: t('notice.creatorUser'), width: 120 },
    { key: 'creatorTime', label: t('notice.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
    { key: 'releaseUser', label: t('notice.releaseUser'), width: 120 },
    { key: 'releaseTime', label: t('notice.releaseTime'), width: 170, render: (row) => formatDate(row.releaseTime) },
  ];
  // Everyone who lists a notice may read it; the write actions follow the buttons.
  columns.push({
    key: 'actions',
    label: t('common.actions'),
    width: 210,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setViewing(row.id)}>
          {t('notice.view')}
        </sl-button>
        {/* A released notice is what its recipients read: it is never edited again. */}
        {canEdit && !isReleased(row) && (
          <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id })}>
            {t('notice.edit')}
          </sl-button>
        )}
        {canEdit && !isReleased(row) && (
          <sl-button size="small" variant="text" onClick={() => void release(row)}>
            {t('notice.release')}
          </sl-button>
        )}
        {canRemove && (
          <sl-button size="small" variant="text" onClick={() => void remove(row)}>
            {t('notice.delete')}
          </sl-button>
        )}
      </span>
    ),
  });

  return (
    <div className={styles.page}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
      <ListToolbar onAdd={canAdd ? () => setDialog({ id: null }) : undefined} onRefresh={reload} />
      <PagedTable list={list} columns={columns} label={t('notice.list')} onAdd={canAdd ? () => setDialog({ id: null }) : undefined} />
      {viewing && <NoticeViewDialog id={viewing} onClose={() => setViewing(null)} />}
      {dialog && (
        <NoticeDialog
          id={dialog.id}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
