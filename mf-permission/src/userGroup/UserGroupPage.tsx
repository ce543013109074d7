import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { confirmRemove } from '../common/actions';
import { EnabledTag } from '../common/EnabledTag';
import { formatTime } from '../common/format';
import { FIRST_PAGE } from '../common/lists';
import sheet from '../common/permission.module.css';
import { useButtons } from '../common/useButtons';
import { deleteGroup, getGroups, type Group } from './api';
import { GroupDialog } from './GroupDialog';
import { MembersDialog } from './MembersDialog';

const styles = sheet.locals;

/** 分组管理: user groups, paged, with CRUD and their members. */
export function UserGroupPage() {
  const { t } = useTranslation(PERMISSION_NS);
  const { canAdd, canEdit, canRemove } = useButtons();
  const list = usePagedList(getGroups, FIRST_PAGE);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [members, setMembers] = useState<Group | null>(null);
  const { reload } = list;

  const configurable: DataTableColumn<Group>[] = [
    { key: 'fullName', label: t('common.fullName') },
    { key: 'enCode', label: t('common.enCode') },
    { key: 'description', label: t('common.description') },
    { key: 'creatorTime', label: t('common.creatorTime'), width: 170, render: (row) => formatTime(row.creatorTime) },
    { key: 'sortCode', label: t('common.sortCode'), width: 80 },
    { key: 'enabledMark', label: t('common.enabledMark'), width: 90, render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('common.enabled')} disabled={t('common.disabled')} /> },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('common.actions'),
    width: 190,
    render: (row) => (
      <span className={styles.rowActions}>
        {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('common.edit')}</sl-button>}
        {canRemove && <sl-button size="small" variant="text" onClick={() => void confirmRemove(() => deleteGroup(row.id), reload, row)}>{t('common.delete')}</sl-button>}
        <sl-button size="small" variant="text" onClick={() => setMembers(row)}>{t('group.members')}</sl-button>
      </span>
    ),
  });
  const add = canAdd ? () => setEditing({ id: null }) : undefined;

  return (
    <section className={styles.single} aria-label={t('group.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
      <ListToolbar caption={t('group.title')} onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('group.title')} onAdd={add} />
      {editing && (
        <GroupDialog
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {members && <MembersDialog group={members} editable={canEdit} onClose={() => setMembers(null)} onSaved={() => setMembers(null)} />}
      {settings.settingsDrawer}
    </section>
  );
}
