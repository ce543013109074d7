import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, notifySuccess } from '@atrium/shared';
import { DataTable, EmptyState, FormDialog, FormField, KeywordSearch, ListToolbar, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { getUserOptions } from '../common/options';
import sheet from '../common/permission.module.css';
import { useButtons } from '../common/useButtons';
import { useOptions } from '../common/useOptions';
import { UserSelect } from '../common/UserSelect';
import { useSave } from '../common/useSave';
import { getAdminList, getOrganizeAdmins, setAdminList, setOrganizeRights, type OrganizeAdmin } from './api';
import { RightsDialog } from './RightsDialog';

const styles = sheet.locals;

/** 分级管理: organisation administrators with their rights per organisation, and the system administrators. */
export function GradePage() {
  const { t } = useTranslation(PERMISSION_NS);
  return (
    <section className={styles.single} aria-label={t('grade.title')}>
      <sl-tab-group>
        <sl-tab slot="nav" panel="organize">{t('grade.organizeAdmins')}</sl-tab>
        <sl-tab slot="nav" panel="system">{t('grade.systemAdmins')}</sl-tab>
        <sl-tab-panel name="organize">
          <OrganizeAdmins />
        </sl-tab-panel>
        <sl-tab-panel name="system">
          <SystemAdmins />
        </sl-tab-panel>
      </sl-tab-group>
    </section>
  );
}

function OrganizeAdmins() {
  const { t } = useTranslation(PERMISSION_NS);
  const { canAdd, canEdit, canRemove } = useButtons();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<OrganizeAdmin[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<{ id: string; realName: string } | null>(null);
  const [choosing, setChoosing] = useState(false);

  const load = useCallback(async (searched: string) => {
    setLoading(true);
    try {
      setRows(await getOrganizeAdmins(searched));
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load('');
  }, [load]);
  const reload = () => void load(keyword);

  const remove = async (row: OrganizeAdmin) => {
    if (!(await confirmDialog({ message: t('grade.confirmRemove', { name: row.realName }) }))) return;
    setOrganizeRights(row.id, []).then(() => {
      notifySuccess(t('common.deleted'));
      reload();
    }, () => undefined);
  };

  const columns: DataTableColumn<OrganizeAdmin>[] = [
    { key: 'account', label: t('user.account') },
    { key: 'realName', label: t('user.realName') },
    { key: 'organizeNames', label: t('grade.organizes') },
  ];
  if (canEdit || canRemove) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: 170,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing(row)}>{t('grade.editRights')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('common.delete')}</sl-button>}
        </span>
      ),
    });
  }
  const add = canAdd ? () => setChoosing(true) : undefined;

  return (
    <>
      <KeywordSearch
        value={keyword}
        onSearch={(searched) => {
          setKeyword(searched);
          void load(searched);
        }}
      />
      <ListToolbar caption={t('grade.organizeAdmins')} onAdd={add} addLabel={t('grade.addAdmin')} onRefresh={reload} />
      <DataTable columns={columns} rows={rows} loading={loading} aria-label={t('grade.organizeAdmins')} emptyText={<EmptyState onAdd={add} />} />
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
function ChooseAdmin({ onClose, onChosen }: { onClose: () => void; onChosen: (user: { id: string; realName: string }) => void }) {
  const { t } = useTranslation(PERMISSION_NS);
  const users = useOptions(getUserOptions);
  const [id, setId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const user = users.find((option) => option.id === id);
    if (!user) return setError(t('grade.chooseUser'));
    onChosen({ id: user.id, realName: user.realName });
  };
  return (
    <FormDialog title={t('grade.addAdmin')} width={450} onConfirm={confirm} onClose={onClose}>
      <FormField error={error}>
        <UserSelect label={t('grade.user')} users={users} value={id} onChange={(value) => setId(String(value))} invalid={!!error} />
      </FormField>
    </FormDialog>
  );
}

function SystemAdmins() {
  const { t } = useTranslation(PERMISSION_NS);
  const { canEdit } = useButtons();
  const [rows, setRows] = useState<{ id: string; account: string; realName: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    getAdminList()
      .then(setRows, () => setRows([]))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);

  const columns: DataTableColumn<{ id: string; account: string; realName: string }>[] = [
    { key: 'account', label: t('user.account') },
    { key: 'realName', label: t('user.realName') },
  ];
  return (
    <>
      <ListToolbar caption={t('grade.systemAdmins')} onRefresh={load}>
        {canEdit && <sl-button size="small" variant="primary" onClick={() => setEditing(true)}>{t('grade.editAdmins')}</sl-button>}
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

/** The system administrators (450 px): one call replaces the list; the server keeps at least one. */
function AdminsDialog({ current, onClose, onSaved }: { current: string[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(PERMISSION_NS);
  const users = useOptions(getUserOptions);
  const [ids, setIds] = useState<string[]>(current);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSave(onSaved);
  const save = () => {
    if (ids.length === 0) return setError(t('grade.adminRequired'));
    void run(() => setAdminList(ids), t('common.updated'));
  };
  return (
    <FormDialog title={t('grade.editAdmins')} width={600} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField error={error}>
        <UserSelect label={t('grade.systemAdmins')} users={users} value={ids} multiple onChange={(value) => setIds(value as string[])} invalid={!!error} />
      </FormField>
    </FormDialog>
  );
}
