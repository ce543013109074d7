// Column and form-field rights of the current route (spec section 6), read from the same
// permission entry the button checks use (@atrium/shared's $permissions and $currentModelId).
import { createContext, useContext, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $currentModelId, $permissions, type PermissionEntry } from '@atrium/shared';

/** The enCodes that may show, or 'all' when the menu does not check this kind. */
export type FieldRights = ReadonlySet<string> | 'all';

export type FieldKind = 'column' | 'form';

/**
 * What an entry allows. Only a menu whose entry says columnAuthorize / formAuthorize hides
 * anything; no route, no entry or the switch off shows every column and field.
 */
export function fieldRightsOf(entry: PermissionEntry | undefined, kind: FieldKind): FieldRights {
  const checked = kind === 'column' ? entry?.columnAuthorize : entry?.formAuthorize;
  if (!entry || checked !== true) return 'all';
  return new Set((entry[kind] ?? []).map((item) => item.enCode));
}

/**
 * Whether a column or field may show. Sub-table fields are granted as `parent-field`; the
 * sub-table itself shows when it or any of its fields is granted.
 */
export function isAllowed(rights: FieldRights, name: string): boolean {
  if (rights === 'all' || rights.has(name)) return true;
  const prefix = `${name}-`;
  for (const code of rights) if (code.startsWith(prefix)) return true;
  return false;
}

/** Column keys that are not data (row actions, choice, index), so column rights never hide them. */
export const STRUCTURAL_COLUMNS: ReadonlySet<string> = new Set(['actions', 'select', 'choice', 'index']);

/** Whether column rights apply to a column: its own `authorize`, else any key but a structural one. */
export const isDataColumn = (column: { key: string; authorize?: boolean }): boolean => column.authorize ?? !STRUCTURAL_COLUMNS.has(column.key);

/** The rights of the current route for one kind; re-renders when the route or the rights change. */
export function useFieldRights(kind: FieldKind): FieldRights {
  const permissions = useStore($permissions);
  const modelId = useStore($currentModelId);
  return useMemo(() => fieldRightsOf(modelId ? permissions.find((item) => item.modelId === modelId) : undefined, kind), [permissions, modelId, kind]);
}

/**
 * The form rights FormField obeys: FormDialog provides the route's ('all' when the dialog opts
 * out); null outside any form dialog, where every field shows.
 */
export const FormRightsContext = createContext<FieldRights | null>(null);

export function useFormRights(): FieldRights | null {
  return useContext(FormRightsContext);
}

/** The name of the FormField around a component: a sub-table's columns are its `name-column` form codes. */
export const FieldNameContext = createContext<string | null>(null);

export function useFieldName(): string | null {
  return useContext(FieldNameContext);
}
