import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { confirmRemove, confirmToggle } from '../common/actions';
import { EnabledTag } from '../common/EnabledTag';
import { formatTime } from '../common/format';
import { FIRST_PAGE } from '../common/lists';
import { MembersDrawer } from '../common/MembersDrawer';
import sheet from '../common/permission.module.css';
import { useButtons } from '../common/useButtons';
import { deleteRole, getRoleUsers, getRoles, toggleRole, type Role, type RoleQuery } from './api';
import { RoleDialog } from './RoleDialog';

const styles = sheet.locals;

/** 角色管理: global and organisation roles (one tab each), paged, with CRUD, state and their users. */
export function RolePage() {
  const { t } = useTranslation(PERMISSION_NS);
  const { canAdd, canEdit, canRemove } = useButtons();
  const list = usePagedList(getRoles, { ...FIRST_PAGE, globalMark: 1 } as RoleQuery);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [members, setMembers] = useState<Role | null>(null);
  const { reload } = list;
  const membersId = members?.id;
  const loadMembers = useCallback((keyword: string) => getRoleUsers(membersId ?? '', keyword), [membersId]);

  const configurable: DataTableColumn<Role>[] = [
    { key: 'fullName', label: t('common.fullName') },
    { key: 'enCode', label: t('common.enCode') },
    { key: 'globalMark', label: t('role.kind'), width: 110, render: (row) => t(row.globalMark === 1 ? 'role.global' : 'role.organize') },
    { key: 'organizeInfo', label: t('role.organizes') },
    { key: 'creatorTime', label: t('common.creatorTime'), width: 170, render: (row) => formatTime(row.creatorTime) },
    { key: 'sortCode', label: t('common.sortCode'), width: 80 },
    { key: 'enabledMark', label: t('common.enabledMark'), width: 90, render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('common.enabled')} disabled={t('common.disabled')} /> },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('common.actions'),
    width: 230,
    render: (row) => (
      <span className={styles.rowActions}>
        {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('common.edit')}</sl-button>}
        {canRemove && <sl-button size="small" variant="text" onClick={() => void confirmRemove(() => deleteRole(row.id), reload, row)}>{t('common.delete')}</sl-button>}
        {canEdit && (
          <sl-button size="small" variant="text" onClick={() => void confirmToggle(row, () => toggleRole(row.id), reload)}>
            {t(row.enabledMark === 1 ? 'common.disable' : 'common.enable')}
          </sl-button>
        )}
        <sl-button size="small" variant="text" onClick={() => setMembers(row)}>{t('role.members')}</sl-button>
      </span>
    ),
  });
  const add = canAdd ? () => setEditing({ id: null }) : undefined;

  return (
    <section className={styles.single} aria-label={t('role.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })}>
        <sl-radio-group
          size="small"
          aria-label={t('role.kind')}
          value={String(list.query.globalMark)}
          onsl-change={(event: Event) => list.setQuery({ ...list.query, globalMark: Number((event.target as HTMLInputElement).value), currentPage: 1 })}
        >
          <sl-radio-button value="1">{t('role.globalRoles')}</sl-radio-button>
          <sl-radio-button value="0">{t('role.organizeRoles')}</sl-radio-button>
        </sl-radio-group>
      </KeywordSearch>
      <ListToolbar
        caption={t(list.query.globalMark === 1 ? 'role.globalRoles' : 'role.organizeRoles')}
        onAdd={add}
        onRefresh={reload}
        onColumnSettings={settings.openSettings}
      />
      <PagedTable list={list} columns={columns} label={t('role.title')} onAdd={add} />
      {editing && (
        <RoleDialog
          id={editing.id}
          globalMark={list.query.globalMark}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {members && <MembersDrawer title={t('role.membersOf', { name: members.fullName })} load={loadMembers} onClose={() => setMembers(null)} />}
      {settings.settingsDrawer}
    </section>
  );
}
