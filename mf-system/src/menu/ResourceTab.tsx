import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, EmptyState, ListToolbar, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { deleteResource, getResources, toggleResource, type MenuNode, type Resource, type ResourceKind } from './api';
import { BatchDialog } from './BatchDialog';
import { ResourceDialog } from './ResourceDialog';
import sheet from './menu.module.css';

const styles = sheet.locals;

const SWITCH: Record<ResourceKind, 'isButtonAuthorize' | 'isColumnAuthorize' | 'isFormAuthorize'> = {
  button: 'isButtonAuthorize',
  column: 'isColumnAuthorize',
  form: 'isFormAuthorize',
};

interface Props {
  kind: ResourceKind;
  menu: MenuNode;
}

/** One resource kind of a menu: its buttons (a tree), list columns or form fields. */
export function ResourceTab({ kind, menu }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  const [rows, setRows] = useState<Resource[]>([]);
  const [loading, setLoading] = useState(false);
  const [tableKey, setTableKey] = useState(0);
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [batch, setBatch] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await getResources(kind, menu.id));
    } catch {
      setRows([]);
    } finally {
      setLoading(false);
      setTableKey((key) => key + 1);
    }
  }, [kind, menu.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const changed = (message: string) => {
    notifySuccess(message);
    void load();
  };

  const remove = async (row: Resource) => {
    if (!(await confirmDelete({ name: row.fullName }))) return;
    deleteResource(kind, row.id).then(() => changed(t('menu.deleted')), () => undefined);
  };

  const toggle = async (row: Resource) => {
    if (!(await confirmDialog({ message: t(row.enabledMark === 1 ? 'menu.confirmDisable' : 'menu.confirmEnable', { name: row.fullName }) }))) return;
    toggleResource(kind, row.id).then(() => changed(t('menu.updated')), () => undefined);
  };

  const columns: DataTableColumn<Resource>[] = [
    { key: 'fullName', label: t('menu.resource.fullName') },
    { key: 'enCode', label: t('menu.resource.enCode') },
    ...(kind === 'button' ? [] : [{ key: 'bindTable', label: t('menu.resource.bindTable') }]),
    { key: 'sortCode', label: t('menu.sortCode'), width: 70 },
    {
      key: 'enabledMark',
      label: t('menu.enabledMark'),
      width: 80,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('menu.enabled')} disabled={t('menu.disabled')} />,
    },
  ];
  if (canEdit || canRemove) {
    columns.push({
      key: 'actions',
      label: t('menu.actions'),
      width: 170,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id })}>{t('menu.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('menu.delete')}</sl-button>}
          {canEdit && (
            <sl-button size="small" variant="text" onClick={() => void toggle(row)}>{t(row.enabledMark === 1 ? 'menu.disable' : 'menu.enable')}</sl-button>
          )}
        </span>
      ),
    });
  }

  const add = canAdd ? () => setDialog({ id: null }) : undefined;
  return (
    <div>
      {menu[SWITCH[kind]] !== 1 && <p className={styles.hint}>{t('menu.switchOff')}</p>}
      <ListToolbar onAdd={add} onRefresh={() => void load()}>
        {canAdd && kind !== 'button' && (
          <sl-button size="small" onClick={() => setBatch(true)}>{t('menu.resource.batchAdd')}</sl-button>
        )}
      </ListToolbar>
      <DataTable key={tableKey} columns={columns} rows={rows} loading={loading} defaultExpandAll aria-label={t(`menu.tabs.${kind}`)} emptyText={<EmptyState onAdd={add} />} />
      {dialog && (
        <ResourceDialog
          kind={kind}
          moduleId={menu.id}
          id={dialog.id}
          buttons={kind === 'button' ? rows : []}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void load();
          }}
        />
      )}
      {batch && kind !== 'button' && (
        <BatchDialog
          kind={kind}
          moduleId={menu.id}
          onClose={() => setBatch(false)}
          onSaved={() => {
            setBatch(false);
            void load();
          }}
        />
      )}
    </div>
  );
}
