import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { confirmRemove, confirmToggle } from '../common/actions';
import { EnabledTag } from '../common/EnabledTag';
import { formatTime } from '../common/format';
import { FIRST_PAGE } from '../common/lists';
import { MembersDrawer } from '../common/MembersDrawer';
import { getOrganizeTree, type OrganizeNode } from '../common/options';
import { OrganizeTree } from '../common/OrganizeTree';
import sheet from '../common/permission.module.css';
import { useButtons } from '../common/useButtons';
import { deletePosition, getPositionUsers, getPositions, togglePosition, type Position, type PositionQuery } from './api';
import { PositionDialog } from './PositionDialog';

const styles = sheet.locals;

/** 岗位管理: positions by organisation or department, paged, with CRUD, state and their users. */
export function PositionPage() {
  const { t } = useTranslation(PERMISSION_NS);
  const { canAdd, canEdit, canRemove } = useButtons();
  const [organize, setOrganize] = useState<OrganizeNode | null>(null);
  const list = usePagedList(getPositions, { ...FIRST_PAGE, organizeId: '' } as PositionQuery);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [members, setMembers] = useState<Position | null>(null);
  const { reload } = list;
  const membersId = members?.id;
  const loadMembers = useCallback((keyword: string) => getPositionUsers(membersId ?? '', keyword), [membersId]);

  const choose = (node: OrganizeNode | null) => {
    setOrganize(node);
    list.setQuery({ ...list.query, organizeId: node?.id ?? '', currentPage: 1 });
  };

  const configurable: DataTableColumn<Position>[] = [
    { key: 'fullName', label: t('common.fullName') },
    { key: 'enCode', label: t('common.enCode') },
    { key: 'department', label: t('position.organize') },
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
        {canRemove && <sl-button size="small" variant="text" onClick={() => void confirmRemove(() => deletePosition(row.id), reload, row)}>{t('common.delete')}</sl-button>}
        {canEdit && (
          <sl-button size="small" variant="text" onClick={() => void confirmToggle(row, () => togglePosition(row.id), reload)}>
            {t(row.enabledMark === 1 ? 'common.disable' : 'common.enable')}
          </sl-button>
        )}
        <sl-button size="small" variant="text" onClick={() => setMembers(row)}>{t('position.members')}</sl-button>
      </span>
    ),
  });
  const add = canAdd ? () => setEditing({ id: null }) : undefined;

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <OrganizeTree load={getOrganizeTree} selectedId={organize?.id ?? null} onSelect={choose} />
      </aside>
      <section className={styles.main} aria-label={t('position.title')}>
        <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
        <ListToolbar caption={organize?.fullName ?? t('position.title')} onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
        <PagedTable list={list} columns={columns} label={t('position.title')} onAdd={add} />
      </section>
      {editing && (
        <PositionDialog
          id={editing.id}
          organizeId={organize?.id ?? ''}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {members && <MembersDrawer title={t('position.membersOf', { name: members.fullName })} load={loadMembers} onClose={() => setMembers(null)} />}
      {settings.settingsDrawer}
    </div>
  );
}
