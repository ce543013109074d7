import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, confirmDelete, confirmDialog, notifySuccess, usePermission } from '@atrium/shared';
import { DataTable, EmptyState, KeywordSearch, ListToolbar, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { AREA_MAX_LEVEL, AREA_ROOT, deleteArea, getAreas, searchAreas, toggleArea, type Area } from './api';
import { AreaDialog } from './AreaDialog';
import { buildRows, levelsOf, levelsToReload, type AreaRow } from './tree';
import sheet from './area.module.css';
import { EnabledTag } from '../common/EnabledTag';

const styles = sheet.locals;

interface DialogState {
  parent: { id: string; fullName: string };
  id: string | null;
}

/**
 * Administrative areas (spec sections 2, 4, 7): a tree table loaded one level at a time by parent id.
 * A keyword narrows the tree to the matching areas at any level and the areas above them, opened.
 */
export function AreaPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);

  // Each loaded level's list, by parent id; a level absent from the map has not been opened yet.
  const [levels, setLevels] = useState<ReadonlyMap<string, readonly Area[]>>(new Map());
  const [loading, setLoading] = useState(false);
  const [tableKey, setTableKey] = useState(0);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // The keyword the tree is narrowed by ('' for the whole tree).
  const [keyword, setKeyword] = useState('');
  // Why the top level could not load (shown in the table with a retry), or null (issue 19 item 7).
  const [loadError, setLoadError] = useState<unknown>(null);

  const loadLevel = useCallback(async (parentId: string) => {
    try {
      const list = await getAreas(parentId);
      setLevels((current) => new Map(current).set(parentId, list));
    } catch {
      // The http client showed the message; the level stays as it was.
    }
  }, []);

  const loadRoot = useCallback(async () => {
    setLoading(true);
    setLevels(new Map());
    setTableKey((key) => key + 1);
    try {
      const list = await getAreas(AREA_ROOT);
      setLevels((current) => new Map(current).set(AREA_ROOT, list));
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
    setLoading(false);
  }, []);

  const search = useCallback(async (text: string) => {
    setKeyword(text);
    if (text === '') {
      await loadRoot();
      return;
    }
    setLoading(true);
    try {
      const found = await searchAreas(text);
      // A new table, mounted with the narrowed tree, opens every area on the way to a match.
      setLevels(levelsOf(found));
      setTableKey((key) => key + 1);
    } catch {
      // The http client showed the message; the tree stays as it was.
    }
    setLoading(false);
  }, [loadRoot]);

  useEffect(() => {
    void loadRoot();
  }, [loadRoot]);

  const changedUnder = (parentId: string, message: string) => {
    notifySuccess(message);
    for (const id of levelsToReload(levels, parentId)) void loadLevel(id);
  };

  const remove = async (row: Area) => {
    if (!(await confirmDelete({ name: row.fullName }))) return;
    deleteArea(row.id).then(() => changedUnder(row.parentId, t('area.deleted')), () => undefined);
  };

  const toggle = async (row: Area) => {
    const message = t(row.enabledMark === 1 ? 'area.confirmDisable' : 'area.confirmEnable', { name: row.fullName });
    if (!(await confirmDialog({ message }))) return;
    toggleArea(row.id).then(() => changedUnder(row.parentId, t('area.updated')), () => undefined);
  };

  const parentOf = (row: Area) => {
    const parent = [...levels.values()].flat().find((area) => area.id === row.parentId);
    return { id: row.parentId, fullName: parent?.fullName ?? t('area.root') };
  };

  const addTopLevel = () => setDialog({ parent: { id: AREA_ROOT, fullName: t('area.root') }, id: null });

  const columns: DataTableColumn<AreaRow>[] = [
    { key: 'fullName', label: t('area.fullName') },
    { key: 'enCode', label: t('area.enCode') },
    { key: 'sortCode', label: t('area.sortCode'), width: 80 },
    {
      key: 'enabledMark',
      label: t('area.enabledMark'),
      width: 90,
      render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('area.enabled')} disabled={t('area.disabled')} />,
    },
  ];
  if (canAdd || canEdit || canRemove) {
    columns.push({
      key: 'actions',
      label: t('area.actions'),
      width: 260,
      render: (row) => (
        <span className={styles.rowActions}>
          {canAdd && row.type < AREA_MAX_LEVEL && (
            <sl-button size="small" variant="text" onClick={() => setDialog({ parent: { id: row.id, fullName: row.fullName }, id: null })}>
              {t('area.addChild')}
            </sl-button>
          )}
          {canEdit && <sl-button size="small" variant="text" onClick={() => setDialog({ parent: parentOf(row), id: row.id })}>{t('area.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('area.delete')}</sl-button>}
          {canEdit && (
            <sl-button size="small" variant="text" onClick={() => void toggle(row)}>
              {t(row.enabledMark === 1 ? 'area.disable' : 'area.enable')}
            </sl-button>
          )}
        </span>
      ),
    });
  }

  return (
    <section className={styles.page} aria-label={t('area.title')}>
      <KeywordSearch value={keyword} onSearch={(text) => void search(text)} />
      <ListToolbar caption={t('area.title')} onAdd={canAdd ? addTopLevel : undefined} addLabel={t('area.add')} onRefresh={() => void search(keyword)} />
      <DataTable
        key={tableKey}
        columns={columns}
        rows={buildRows(levels)}
        loading={loading}
        defaultExpandAll={keyword !== ''}
        hasChildren={(row) => row.hasChildren}
        onExpand={(row) => void loadLevel(row.id)}
        aria-label={t('area.title')}
        loadError={loadError}
        onRetry={() => void loadRoot()}
        emptyText={keyword ? <EmptyState noMatch onClear={() => void search('')} /> : <EmptyState onAdd={canAdd ? addTopLevel : undefined} />}
      />
      {dialog && (
        <AreaDialog
          parent={dialog.parent}
          id={dialog.id}
          onClose={() => setDialog(null)}
          onSaved={() => {
            const parentId = dialog.parent.id;
            setDialog(null);
            for (const id of levelsToReload(levels, parentId)) void loadLevel(id);
          }}
        />
      )}
    </section>
  );
}
