import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, EmptyState, KeywordSearch, ListToolbar, MenuIcon, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { MENU_ROOT, deleteMenu, getMenus, getSystems, toggleMenu, type MenuNode, type SystemOption } from './api';
import { MenuDialog } from './MenuDialog';
import { isDirectory } from './menuForm';
import { ResourceDrawer } from './ResourceDrawer';
import sheet from './menu.module.css';

const styles = sheet.locals;

interface DialogState {
  id: string | null;
  parentId: string;
}

/** 系统菜单 (spec sections 2 and 6): each system's menu tree, its menus and their resources. */
export function MenuPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);

  const [systems, setSystems] = useState<SystemOption[]>([]);
  const [systemId, setSystemId] = useState('');
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<MenuNode[]>([]);
  const [loading, setLoading] = useState(false);
  // Why the last load failed (shown in the table with a retry), or null (issue 19 item 7).
  const [loadError, setLoadError] = useState<unknown>(null);
  const [expandAll, setExpandAll] = useState(false);
  const [tableKey, setTableKey] = useState(0);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [resourcesOf, setResourcesOf] = useState<MenuNode | null>(null);

  useEffect(() => {
    let active = true;
    getSystems().then((list) => {
      if (!active) return;
      setSystems(list);
      setSystemId((current) => current || (list[0]?.id ?? ''));
    }, () => undefined);
    return () => {
      active = false;
    };
  }, []);

  const load = useCallback(async (searched: string, expand?: boolean) => {
    if (!systemId) return;
    setLoading(true);
    try {
      setRows(await getMenus(systemId, searched));
      setLoadError(null);
    } catch (error) {
      setRows([]);
      setLoadError(error);
    } finally {
      setLoading(false);
      // A search opens every match and a new system starts closed; a reload after a save keeps
      // the rows the user opened (the table keeps them by id while its key stays).
      if (expand !== undefined) {
        setExpandAll(expand);
        setTableKey((key) => key + 1);
      }
    }
  }, [systemId]);

  useEffect(() => {
    setKeyword('');
    void load('', false);
  }, [load]);

  const changed = (message: string) => {
    notifySuccess(message);
    void load(keyword);
  };

  const remove = async (row: MenuNode) => {
    if (!(await confirmDelete({ name: row.fullName }))) return;
    deleteMenu(row.id).then(() => changed(t('menu.deleted')), () => undefined);
  };

  const toggle = async (row: MenuNode) => {
    if (!(await confirmDialog({ message: t(row.enabledMark === 1 ? 'menu.confirmDisable' : 'menu.confirmEnable', { name: row.fullName }) }))) return;
    toggleMenu(row.id).then(() => changed(t('menu.updated')), () => undefined);
  };

  const columns: DataTableColumn<MenuNode>[] = [
    {
      key: 'fullName',
      label: t('menu.fullName'),
      width: 260,
      render: (row) => (
        <span className={styles.name}>
          <MenuIcon icon={row.icon} folder={isDirectory(row.type)} />
          {row.fullName}
        </span>
      ),
    },
    { key: 'enCode', label: t('menu.enCode'), width: 220 },
    { key: 'type', label: t('menu.type'), width: 90, render: (row) => <sl-tag size="small" variant="neutral">{t(`menu.types.t${row.type}`)}</sl-tag> },
    { key: 'urlAddress', label: t('menu.urlAddress') },
    { key: 'sortCode', label: t('menu.sortCode'), width: 70 },
    {
      key: 'enabledMark',
      label: t('menu.enabledMark'),
      width: 80,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('menu.enabled')} disabled={t('menu.disabled')} />,
    },
    {
      key: 'actions',
      label: t('menu.actions'),
      width: 330,
      render: (row) => (
        <span className={styles.rowActions}>
          {canAdd && isDirectory(row.type) && (
            <sl-button size="small" variant="text" onClick={() => setDialog({ id: null, parentId: row.id })}>{t('menu.addChild')}</sl-button>
          )}
          {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id, parentId: row.parentId })}>{t('menu.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('menu.delete')}</sl-button>}
          {canEdit && (
            <sl-button size="small" variant="text" onClick={() => void toggle(row)}>{t(row.enabledMark === 1 ? 'menu.disable' : 'menu.enable')}</sl-button>
          )}
          {!isDirectory(row.type) && (
            <sl-button size="small" variant="text" onClick={() => setResourcesOf(row)}>{t('menu.resources')}</sl-button>
          )}
        </span>
      ),
    },
  ];

  const addTop = () => setDialog({ id: null, parentId: MENU_ROOT });
  const empty = keyword ? (
    <EmptyState
      noMatch
      onClear={() => {
        setKeyword('');
        void load('', false);
      }}
    />
  ) : (
    <EmptyState onAdd={canAdd && systemId ? addTop : undefined} />
  );

  return (
    <section className={styles.page} aria-label={t('menu.title')}>
      <sl-tab-group onsl-tab-show={(event: CustomEvent<{ name: string }>) => setSystemId(event.detail.name)}>
        {systems.map((system) => (
          <sl-tab key={system.id} slot="nav" panel={system.id} active={system.id === systemId}>{system.fullName}</sl-tab>
        ))}
      </sl-tab-group>
      <KeywordSearch
        value={keyword}
        onSearch={(searched) => {
          setKeyword(searched);
          void load(searched, searched !== '');
        }}
      />
      <ListToolbar caption={t('menu.title')} onAdd={canAdd && systemId ? addTop : undefined} onRefresh={() => void load(keyword)}>
        {rows.length > 0 && (
          <sl-button
            size="small"
            variant="text"
            onClick={() => {
              setExpandAll((open) => !open);
              setTableKey((key) => key + 1);
            }}
          >
            {t(expandAll ? 'menu.collapse' : 'menu.expand')}
          </sl-button>
        )}
      </ListToolbar>
      <DataTable key={tableKey} columns={columns} rows={rows} loading={loading} defaultExpandAll={expandAll} aria-label={t('menu.title')} emptyText={empty} loadError={loadError} onRetry={() => void load(keyword)} />
      {dialog && (
        <MenuDialog
          systemId={systemId}
          id={dialog.id}
          parentId={dialog.parentId}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void load(keyword);
          }}
        />
      )}
      {resourcesOf && <ResourceDrawer menu={resourcesOf} onClose={() => setResourcesOf(null)} />}
    </section>
  );
}
