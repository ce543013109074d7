import { useCallback, useEffect, useRef, useState } from 'react';
import { columnSettingsApi, type ColumnSetting, type ColumnSettingsApi } from './columnSettingsApi';

/** A configurable column as the page defines it, in its default order. */
export interface ColumnOption {
  prop: string;
  label: string;
}

export interface ColumnSettingItem extends ColumnOption {
  visible: boolean;
}

/** Saved order and visibility applied to the page's columns: unknown saved props are dropped, new columns appended. */
export function mergeColumns(defaults: readonly ColumnOption[], saved: readonly ColumnSetting[]): ColumnSettingItem[] {
  const byProp = new Map(defaults.map((column) => [column.prop, column]));
  const merged: ColumnSettingItem[] = [];
  for (const setting of saved) {
    const column = byProp.get(setting.prop);
    if (!column) continue;
    merged.push({ ...column, visible: setting.visible });
    byProp.delete(setting.prop);
  }
  return [...merged, ...[...byProp.values()].map((column) => ({ ...column, visible: true }))];
}

export function defaultColumns(defaults: readonly ColumnOption[]): ColumnSettingItem[] {
  return defaults.map((column) => ({ ...column, visible: true }));
}

export interface ColumnSettingsState {
  columns: ColumnSettingItem[];
  /** Applies the list at once; if the server refuses, the previous list comes back and this resolves false. */
  save: (next: ColumnSettingItem[]) => Promise<boolean>;
}

/**
 * The user's column settings of a module (menu id), saved on the server. Without a module id
 * (a page outside the menus) the defaults apply and saving is local only.
 */
export function useColumnSettings(moduleId: string | null, defaults: readonly ColumnOption[], api: ColumnSettingsApi = columnSettingsApi): ColumnSettingsState {
  // Labels are re-translated on every render; the identity that matters is the list of props.
  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const propsKey = defaults.map((column) => column.prop).join('\n');
  const [saved, setSaved] = useState<ColumnSetting[]>([]);

  useEffect(() => {
    setSaved([]);
    if (!moduleId) return;
    let active = true;
    api.load(moduleId).then((list) => active && setSaved(list), () => undefined);
    return () => {
      active = false;
    };
  }, [moduleId, propsKey, api]);

  const save = useCallback(
    async (next: ColumnSettingItem[]) => {
      const previous = saved;
      const settings = next.map(({ prop, label, visible }) => ({ prop, label, visible }));
      setSaved(settings);
      if (!moduleId) return true;
      try {
        await api.save(moduleId, settings);
        return true;
      } catch {
        setSaved(previous);
        return false;
      }
    },
    [saved, moduleId, api],
  );

  return { columns: mergeColumns(defaultsRef.current, saved), save };
}

/** The page's columns in the saved order, without the hidden ones. */
export function visibleColumns<T extends { key: string }>(settings: readonly ColumnSettingItem[], columns: readonly T[]): T[] {
  return settings.filter((setting) => setting.visible).flatMap((setting) => columns.filter((column) => column.key === setting.prop));
}
