import { useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $currentModelId } from '@atrium/shared';
import type { ColumnSettingsDrawer as ColumnSettingsDrawerType } from '../ColumnSettingsDrawer';
import type { DataTableColumn } from '../DataTable';
import { isAllowed, isDataColumn, useFieldRights } from '../fieldRights';
import { lazyComponent } from '../lazyComponent';
import { useColumnSettings, visibleColumns } from '../useColumnSettings';

// The same chunk as the other page building blocks (index.ts).
const ColumnSettingsDrawer = lazyComponent(() =>
  import(/* webpackChunkName: "ui-components" */ '../components').then((m) => m.ColumnSettingsDrawer),
) as unknown as typeof ColumnSettingsDrawerType;

export interface ListColumns<T> {
  /** The configurable columns in the user's order, hidden ones left out. */
  columns: DataTableColumn<T>[];
  /** Opens the column settings drawer (the toolbar's column settings button). */
  openSettings: () => void;
  /** The drawer while it is open; render it anywhere in the page. */
  settingsDrawer: ReactNode;
}

/**
 * Column settings of a list page: the user's saved order and visibility (per menu, on the server)
 * applied to the page's configurable columns. Fixed columns (row actions) are added by the page.
 */
export function useListColumns<T>(all: readonly DataTableColumn<T>[]): ListColumns<T> {
  const [open, setOpen] = useState(false);
  // Columns the user may not see are not offered in the settings either.
  const rights = useFieldRights('column');
  const configurable = all.filter((column) => !isDataColumn(column) || isAllowed(rights, column.key));
  const options = configurable.map((column) => ({ prop: column.key, label: String(column.label) }));
  const settings = useColumnSettings(useStore($currentModelId), options);
  return {
    columns: visibleColumns(settings.columns, configurable),
    openSettings: () => setOpen(true),
    settingsDrawer: open ? (
      <ColumnSettingsDrawer columns={settings.columns} defaults={options} onSave={settings.save} onClose={() => setOpen(false)} />
    ) : null,
  };
}
