import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $isAdmin, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { ImportWizard, KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { confirmRemove, confirmToggle } from '../common/actions';
import { downloadFile } from '@atrium/ui';
import { EnabledTag } from '../common/EnabledTag';
import { formatTime } from '../common/format';
import { FIRST_PAGE } from '../common/lists';
import { getOrganizeTree, type OrganizeNode } from '../common/options';
import { OrganizeTree } from '../common/OrganizeTree';
import sheet from '../common/permission.module.css';
import { useButtons } from '../common/useButtons';
import { GENDER_FEMALE, GENDER_MALE, GENDER_SECRET, deleteUser, exportUsers, getUsers, isLocked, toggleUser, unlockUser, type User, type UserQuery } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserDialog } from './UserDialog';

const styles = sheet.locals;

/** Button codes of the user page beyond the defaults (server seed: btn_resetPassword). */
export const BTN_RESET_PASSWORD = 'btn_resetPassword';
export const BTN_EXPORT = 'btn_export';
export const BTN_IMPORT = 'btn_import';

/** Gender labels by the server's value (0 保密, 1 男, 2 女). */
const GENDERS: Record<string, string> = { [GENDER_SECRET]: 'user.secret', [GENDER_MALE]: 'user.male', [GENDER_FEMALE]: 'user.female' };

export function genderLabel(gender: User['gender'], translate: (key: string) => string): string {
  if (gender === null || gender === undefined || gender === '') return '';
  const key = GENDERS[String(gender)];
  return key ? translate(key) : '';
}

/**
 * 用户管理: organisations on the left; the users of the chosen one, paged 20/50/100/500 with
 * column settings; create, edit, enable/disable, reset password, unlock, delete, export and import.
 */
export function UserPage() {
  const { t } = useTranslation(PERMISSION_NS);
  const { canAdd, canEdit, canRemove } = useButtons();
  const canReset = usePermission('button', BTN_RESET_PASSWORD);
  const canExport = usePermission('button', BTN_EXPORT);
  const canImport = usePermission('button', BTN_IMPORT);
  // Unlocking is an administrator's action (the server's PUT /Users/{id}/Actions/unlock).
  const isAdmin = useStore($isAdmin);
  const [organize, setOrganize] = useState<OrganizeNode | null>(null);
  const list = usePagedList(getUsers, { ...FIRST_PAGE, organizeId: '' } as UserQuery);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const [importing, setImporting] = useState(false);
  const { reload } = list;

  const choose = (node: OrganizeNode | null) => {
    setOrganize(node);
    list.setQuery({ ...list.query, organizeId: node?.id ?? '', currentPage: 1 });
  };

  const unlock = async (row: User) => {
    if (!(await confirmDialog({ message: t('user.confirmUnlock', { name: row.realName }) }))) return;
    unlockUser(row.id).then(() => {
      notifySuccess(t('user.unlocked'));
      reload();
    }, () => undefined);
  };

  const exportList = () => {
    exportUsers(list.query).then(({ url, name }) => downloadFile(url, name), () => undefined);
  };

  // @atrium/ui's wizard is a lazy chunk of its own: the list page does not carry it.
  const openImport = () => setImporting(true);

  const configurable: DataTableColumn<User>[] = [
    {
      key: 'account',
      label: t('user.account'),
      render: (row) => (
        <>
          {row.account}
          {isLocked(row) && (
            <sl-tooltip content={t('user.locked')}>
              <sl-icon name="lock-fill" className={styles.locked} label={t('user.locked')} />
            </sl-tooltip>
          )}
        </>
      ),
    },
    { key: 'realName', label: t('user.realName') },
    { key: 'gender', label: t('user.gender'), width: 70, render: (row) => genderLabel(row.gender, t) },
    { key: 'mobilePhone', label: t('user.mobilePhone') },
    { key: 'email', label: t('user.email') },
    { key: 'organize', label: t('user.organize') },
    { key: 'position', label: t('user.positions') },
    { key: 'roleName', label: t('user.roles') },
    { key: 'creatorTime', label: t('common.creatorTime'), width: 170, render: (row) => formatTime(row.creatorTime) },
    { key: 'sortCode', label: t('common.sortCode'), width: 70 },
    {
      key: 'enabledMark',
      label: t('common.enabledMark'),
      width: 90,
      render: (row) =>
        isLocked(row) ? <sl-tag size="small" variant="warning">{t('user.locked')}</sl-tag> : <EnabledTag enabledMark={row.enabledMark} enabled={t('common.enabled')} disabled={t('common.disabled')} />,
    },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  if (canEdit || canRemove || canReset || isAdmin) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: 260,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('common.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void confirmRemove(() => deleteUser(row.id), reload, row)}>{t('common.delete')}</sl-button>}
          {canEdit && !isLocked(row) && (
            <sl-button size="small" variant="text" onClick={() => void confirmToggle(row, () => toggleUser(row.id), reload)}>
              {t(row.enabledMark === 1 ? 'common.disable' : 'common.enable')}
            </sl-button>
          )}
          {isAdmin && isLocked(row) && <sl-button size="small" variant="text" onClick={() => void unlock(row)}>{t('user.unlock')}</sl-button>}
          {canReset && <sl-button size="small" variant="text" onClick={() => setResetting(row)}>{t('user.resetPassword')}</sl-button>}
        </span>
      ),
    });
  }
  const add = canAdd ? () => setEditing({ id: null }) : undefined;

  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <OrganizeTree load={getOrganizeTree} selectedId={organize?.id ?? null} onSelect={choose} />
      </aside>
      <section className={styles.main} aria-label={t('user.title')}>
        <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
        <ListToolbar caption={organize?.fullName ?? t('user.title')} onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings}>
          {canImport && (
            <sl-button size="small" onClick={openImport}>
              <sl-icon slot="prefix" name="upload" />
              {t('user.import')}
            </sl-button>
          )}
          {canExport && (
            <sl-button size="small" onClick={exportList}>
              <sl-icon slot="prefix" name="download" />
              {t('user.export')}
            </sl-button>
          )}
        </ListToolbar>
        <PagedTable list={list} columns={columns} label={t('user.title')} onAdd={add} />
      </section>
      {editing && (
        <UserDialog
          id={editing.id}
          organizeId={organize?.id ?? ''}
          onClose={() => setEditing(null)}
          onSaved={(password) => {
            setEditing(null);
            reload();
            if (password) void confirmDialog({ title: t('user.initialPasswordTitle'), message: t('user.initialPassword', { password }) });
          }}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onSaved={() => {
            setResetting(null);
            notifySuccess(t('user.passwordReset'));
          }}
        />
      )}
      {importing && (
        <ImportWizard
          module="permission/Users"
          title={t('user.importTitle')}
          exceptionAction="ExportExceptionData"
          onClose={() => setImporting(false)}
          onImported={reload}
        />
      )}
      {settings.settingsDrawer}
    </div>
  );
}
