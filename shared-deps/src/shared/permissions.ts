/**
 * Button / column / form permissions (spec section 6): a code is available only when it
 * is listed in the permission entry of the current route's modelId, i.e. the id of the
 * menu whose path matches the current location. No modelId or no entry: nothing.
 */
import { computed, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { $currentPath, findMenuByPath } from './routing';
import { $menus, $permissions } from './sessionState';
import type { PermissionEntry, PermissionKind } from './types';

export const BTN_ADD = 'btn_add';
export const BTN_EDIT = 'btn_edit';
export const BTN_REMOVE = 'btn_remove';

/** Id of the menu matching the current path, or null when no page menu matches. */
export const $currentModelId: ReadableAtom<string | null> = computed(
  [$currentPath, $menus],
  (path, menus) => findMenuByPath(menus, path)?.id ?? null,
);

/** Pure check against any permission list. */
export function hasPermissionIn(
  permissions: readonly PermissionEntry[],
  modelId: string | null | undefined,
  kind: PermissionKind,
  enCode: string,
): boolean {
  if (!modelId) return false;
  const entry = permissions.find((p) => p.modelId === modelId);
  if (!entry) return false;
  return (entry[kind] ?? []).some((item) => item.enCode === enCode);
}

/** Whether the signed-in user has this code on the current page. */
export function hasPermission(kind: PermissionKind, enCode: string): boolean {
  return hasPermissionIn($permissions.get(), $currentModelId.get(), kind, enCode);
}

/** React hook form of hasPermission; re-renders when the route or permissions change. */
export function usePermission(kind: PermissionKind, enCode: string): boolean {
  const permissions = useStore($permissions);
  const modelId = useStore($currentModelId);
  return hasPermissionIn(permissions, modelId, kind, enCode);
}
