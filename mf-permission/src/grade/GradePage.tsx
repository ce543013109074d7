import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $isAdmin, confirmDialog, notifySuccess } from '@atrium/shared';
import { DataTable, FormDialog, FormField, KeywordSearch, ListToolbar, PagedTable, TabGroup, UserSelect, usePagedList, type DataTableColumn, type PickerNode } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { FIRST_PAGE } from '../common/lists';
import sheet from '../common/permission.module.css';
import { useButtons } from '../common/useButtons';
import { userIdsOf } from '../common/users';
import { useSave } from '../common/useSave';
import { getAdminList, getOrganizeAdmins, removeOrganizeAdmin, setAdminList, type OrganizeAdmin, type SystemAdmin } from './api';
import { RightsDialog } from './RightsDialog';

const styles = sheet.locals;

/** 分级管理: organisation administrators with their rights per organisation, and the system administrators. */
export function GradePage() {
  const { t } = useTranslation(PERMISSION_NS);
  return (
    <section className={styles.single} aria-label={t('grade.title')}>
      <TabGroup
        panes={[
          { name: 'organize', label: t('grade.organizeAdmins'), children: <OrganizeAdmins /> },
          { name: 'system', label: t('grade.systemAdmins'), children: <SystemAdmins /> },
        ]}
      />
    </section>
  );
}

/** A user as the rights dialog names them. */
interface Chosen {
  id: string;
  realName: string;
}

/** "张三/zhangsan" as the picker labels a user: the name before the slash. */
const nameOfPicked = (node: PickerNode | undefined): string => node?.realName || (node?.fullName ?? '').split('/')[0] || '';

function OrganizeAdmins() {
  const { t } = useTranslation(PERMISSION_NS);
  // The server saves a user's rights with POST (btn_add) and removes them with DELETE (btn_remove).
  const { canAdd, canRemove } = useButtons();
  const list = usePagedList(getOrganizeAdmins, FIRST_PAGE);
  const [editing, setEditing] = useState<Chosen | null>(null);
  const [choosing, setChoosing] = useState(false);
  const { reload } = list;

  const remove = async (row: OrganizeAdmin) => {
    if (!(await confirmDialog({ message: t('grade.confirmRemove', { name: row.realName }) }))) return;
    removeOrganizeAdmin(row.userId || row.id).then(() => {
      notifySuccess(t('common.deleted'));
      reload();
    }, () => undefined);
  };

  const columns: DataTableColumn<OrganizeAdmin>[] = [
    { key: 'account', label: t('user.account') },
    { key: 'realName', label: t('user.realName') },
    { key: 'organizeName', label: t('user.organize') },
  ];
  if (canAdd || canRemove) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: 170,
      render: (row) => (
        <span className={styles.rowActions}>
          {canAdd && <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.userId || row.id, realName: row.realName })}>{t('grade.editRights')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('common.delete')}</sl-button>}
        </span>
      ),
    });
  }
  const add = canAdd ? () => setChoosing(true) : undefined;

  return (
    <>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} />
      <ListToolbar caption={t('grade.organizeAdmins')} onAdd={add} addLabel={t('grade.addAdmin')} onRefresh={reload} />
      <PagedTable list={list} columns={columns} label={t('grade.organizeAdmins')} onAdd={add} />
      {choosing && (
        <ChooseAdmin
          onClose={() => setChoosing(false)}
          onChosen={(user) => {
            setChoosing(false);
            setEditing(user);
          }}
        />
      )}
      {editing && (
        <RightsDialog
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}

/** Picks the user who becomes an organisation administrator; their rights are set next. */
function ChooseAdmin({ onClose, onChosen }: { onClose: () => void; onChosen: (user: Chosen) => void }) {
  const { t } = useTranslation(PERMISSION_NS);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => (chosen ? onChosen(chosen) : setError(t('grade.chooseUser')));
  return (
    <FormDialog title={t('grade.addAdmin')} width={450} onConfirm={confirm} onClose={onClose}>
      <FormField name="userId" error={error}>
        <UserSelect
          label={t('grade.user')}
          required
          value={chosen ? [chosen.id] : []}
          invalid={!!error}
          onChange={(values, items) => {
            setError(null);
            setChosen(values[0] ? { id: values[0], realName: nameOfPicked(items[0]) } : null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}

function SystemAdmins() {
  const { t } = useTranslation(PERMISSION_NS);
  // Only an administrator may name administrators (the server's setAdminList).
  const isAdmin = useStore($isAdmin);
  const [rows, setRows] = useState<SystemAdmin[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState(false);

  const load = () => {
    setLoading(true);
    getAdminList()
      .then(setRows, () => setRows([]))
      .finally(() => setLoading(false));
  };
  useEffect(load, []);

  const columns: DataTableColumn<SystemAdmin>[] = [
    { key: 'account', label: t('user.account') },
    { key: 'realName', label: t('user.realName') },
  ];
  return (
    <>
      <ListToolbar caption={t('grade.systemAdmins')} onRefresh={load}>
        {isAdmin && <sl-button size="small" variant="primary" onClick={() => setEditing(true)}>{t('grade.editAdmins')}</sl-button>}
      </ListToolbar>
      <DataTable columns={columns} rows={rows} loading={loading} aria-label={t('grade.systemAdmins')} />
      {editing && (
        <AdminsDialog
          current={rows.map((row) => row.id)}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            load();
          }}
        />
      )}
    </>
  );
}

/** The system administrators (600 px): one call replaces the list; the server keeps at least one. */
function AdminsDialog({ current, onClose, onSaved }: { current: string[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(PERMISSION_NS);
  const [values, setValues] = useState<string[]>(current);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSave(onSaved);
  const save = () => {
    if (values.length === 0) return setError(t('grade.adminRequired'));
    void run(async () => setAdminList(await userIdsOf(values)), t('common.updated'));
  };
  return (
    <FormDialog title={t('grade.editAdmins')} width={600} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="adminIds" error={error}>
        <UserSelect
          label={t('grade.systemAdmins')}
          required
          multiple
          value={values}
          invalid={!!error}
          onChange={(next) => {
            setError(null);
            setValues(next);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
