// The two calls of the column settings drawer (spec section 7, /api/permission/Authority).
import { http } from '@atrium/shared';

/** One saved column: its field, optional label, and whether the list shows it. */
export interface ColumnSetting {
  prop: string;
  label?: string;
  visible: boolean;
}

export interface ColumnSettingsApi {
  load(moduleId: string): Promise<ColumnSetting[]>;
  save(moduleId: string, columns: readonly ColumnSetting[]): Promise<unknown>;
}

const BASE = '/api/permission/Authority';

export const columnSettingsApi: ColumnSettingsApi = {
  load: (moduleId) =>
    http.get<{ list: ColumnSetting[] }>(`${BASE}/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`).then((data) => data.list),
  // JNPF sends the list as JSON text in fieldList.
  save: (moduleId, columns) => http.put(`${BASE}/SetColumnsByModuleId`, { moduleId, fieldList: JSON.stringify(columns) }),
};
