import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, EmptyState, KeywordSearch, ListToolbar, useListColumns, type DataTableColumn } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { confirmRemove, confirmToggle } from './actions';
import { EnabledTag } from './EnabledTag';
import { formatTime } from './format';
import sheet from './permission.module.css';
import { UnitDialog, type UnitDialogProps } from './UnitDialog';
import { useButtons } from './useButtons';

const styles = sheet.locals;

/** A row of the organisation or department tree table. */
export interface UnitRow {
  id: string;
  fullName: string;
  enCode: string;
  managerName?: string;
  sortCode: number;
  enabledMark: number;
  creatorTime?: number | string | null;
  children?: UnitRow[];
}

interface Props {
  caption: ReactNode;
  label: string;
  /** The rows for a keyword; null while there is nothing to list (no company chosen). */
  load: ((keyword: string) => Promise<UnitRow[]>) | null;
  remove: (id: string) => Promise<unknown>;
  toggle: (id: string) => Promise<unknown>;
  dialog: Omit<UnitDialogProps, 'id' | 'onClose' | 'onSaved'>;
  /** More row actions after the default ones (the organisation page's 组织管理员). */
  rowActions?: (row: UnitRow) => ReactNode;
}

/** The tree table of organisations or departments: keyword, expand/collapse, CRUD and state. */
export function UnitList({ caption, label, load, remove, toggle, dialog, rowActions }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const { canAdd, canEdit, canRemove } = useButtons();
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<UnitRow[]>([]);
  const [loading, setLoading] = useState(false);
  // Why the last load failed (shown in the table with a retry), or null (issue 19 item 7).
  const [loadError, setLoadError] = useState<unknown>(null);
  const [expandAll, setExpandAll] = useState(true);
  const [tableKey, setTableKey] = useState(0);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);

  const fetchRows = useCallback(
    async (searched: string) => {
      if (!load) return setRows([]);
      setLoading(true);
      try {
        setRows(await load(searched));
        setLoadError(null);
      } catch (error) {
        setRows([]);
        setLoadError(error);
      } finally {
        setLoading(false);
        setTableKey((value) => value + 1);
      }
    },
    [load],
  );

  useEffect(() => {
    setKeyword('');
    void fetchRows('');
  }, [fetchRows]);

  const reload = () => void fetchRows(keyword);

  const configurable: DataTableColumn<UnitRow>[] = [
    { key: 'fullName', label: t('common.fullName') },
    { key: 'enCode', label: t('common.enCode') },
    { key: 'managerName', label: t('common.manager') },
    { key: 'creatorTime', label: t('common.creatorTime'), width: 170, render: (row) => formatTime(row.creatorTime) },
    { key: 'sortCode', label: t('common.sortCode'), width: 80 },
    { key: 'enabledMark', label: t('common.enabledMark'), width: 90, render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('common.enabled')} disabled={t('common.disabled')} /> },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  if (canEdit || canRemove || rowActions) {
    columns.push({
      key: 'actions',
      label: t('common.actions'),
      width: rowActions ? 250 : 170,
      render: (row) => (
        <span className={styles.rowActions}>
          {canEdit && <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('common.edit')}</sl-button>}
          {canRemove && <sl-button size="small" variant="text" onClick={() => void confirmRemove(() => remove(row.id), reload, row)}>{t('common.delete')}</sl-button>}
          {canEdit && (
            <sl-button size="small" variant="text" onClick={() => void confirmToggle(row, () => toggle(row.id), reload)}>
              {t(row.enabledMark === 1 ? 'common.disable' : 'common.enable')}
            </sl-button>
          )}
          {rowActions?.(row)}
        </span>
      ),
    });
  }

  const add = canAdd && load ? () => setEditing({ id: null }) : undefined;
  const empty = keyword ? <EmptyState noMatch onClear={() => void fetchRows('').then(() => setKeyword(''))} /> : <EmptyState onAdd={add} />;

  return (
    <>
      <KeywordSearch
        value={keyword}
        onSearch={(searched) => {
          setKeyword(searched);
          void fetchRows(searched);
        }}
      />
      <ListToolbar caption={caption} onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings}>
        <sl-button
          size="small"
          variant="text"
          onClick={() => {
            setExpandAll((open) => !open);
            setTableKey((value) => value + 1);
          }}
        >
          {t(expandAll ? 'common.collapse' : 'common.expand')}
        </sl-button>
      </ListToolbar>
      <DataTable key={tableKey} columns={columns} rows={rows} loading={loading} defaultExpandAll={expandAll} aria-label={label} emptyText={empty} loadError={loadError} onRetry={reload} />
      {editing && (
        <UnitDialog
          {...dialog}
          id={editing.id}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {settings.settingsDrawer}
    </>
  );
}
