import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, formatDate, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, type DataTableColumn } from '@atrium/ui';
import { Pagination } from '../common/Pagination';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { deleteNotice, getNotices, releaseNotice, type Notice } from './api';
import { NoticeDialog } from './NoticeDialog';

const styles = common.locals;

const isReleased = (notice: Notice) => notice.enabledMark === 1;

/** Notice management (system management → notice): drafts are edited, then released once. */
export function NoticePage() {
  const { t } = useTranslation(MESSAGE_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);

  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const [rows, setRows] = useState<Notice[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  useEffect(() => {
    let active = true;
    setLoading(true);
    getNotices({ currentPage: paging.page, pageSize: paging.pageSize, keyword: searched })
      .then(
        (result) => {
          if (!active) return;
          setRows(result.list);
          setTotal(result.pagination.total);
        },
        () => undefined,
      )
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [searched, paging, generation]);

  const search = (value: string) => {
    setSearched(value);
    setPaging((current) => ({ ...current, page: 1 }));
    reload();
  };

  const remove = async (notice: Notice) => {
    if (!(await confirmDelete())) return;
    deleteNotice(notice.id).then(() => {
      notifySuccess(t('notice.deleted'));
      reload();
    }, () => undefined);
  };

  const release = async (notice: Notice) => {
    if (!(await confirmDialog({ message: t('notice.confirmRelease') }))) return;
    releaseNotice(notice.id).then(() => {
      notifySuccess(t('notice.releasedOk'));
      reload();
    }, () => undefined);
  };

  const columns: DataTableColumn<Notice>[] = [
    { key: 'title', label: t('notice.title') },
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
    { key: 'creatorUser', label: t('notice.creatorUser'), width: 120 },
    { key: 'creatorTime', label: t('notice.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
    { key: 'releaseUser', label: t('notice.releaseUser'), width: 120 },
    { key: 'releaseTime', label: t('notice.releaseTime'), width: 170, render: (row) => formatDate(row.releaseTime) },
  ];
  if (canEdit || canRemove) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: 170,
      render: (row) => (
        <span className={styles.rowActions}>
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
  }

  return (
    <div className={styles.page}>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          search(keyword);
        }}
      >
        <sl-input
          size="small"
          name="keyword"
          label={t('common.keyword')}
          placeholder={t('common.keywordPlaceholder')}
          value={keyword}
          clearable
          onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
        />
        <sl-button size="small" type="submit" variant="primary">
          {t('common.search')}
        </sl-button>
        <sl-button
          size="small"
          onClick={() => {
            setKeyword('');
            search('');
          }}
        >
          {t('common.reset')}
        </sl-button>
      </form>
      <div className={styles.toolbar}>
        <span className={styles.spacer} />
        {canAdd && (
          <sl-button size="small" variant="primary" onClick={() => setDialog({ id: null })}>
            <sl-icon slot="prefix" name="plus-lg" />
            {t('notice.add')}
          </sl-button>
        )}
        <sl-icon-button name="arrow-clockwise" label={t('common.refresh')} onClick={reload} />
      </div>
      <DataTable columns={columns} rows={rows} loading={loading} aria-label={t('notice.list')} />
      <Pagination page={paging.page} pageSize={paging.pageSize} total={total} onChange={(page, pageSize) => setPaging({ page, pageSize })} />
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
