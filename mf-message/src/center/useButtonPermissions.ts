import { BTN_ADD, BTN_EDIT, BTN_REMOVE, usePermission } from '@atrium/shared';

export interface ButtonPermissions {
  canAdd: boolean;
  canEdit: boolean;
  canRemove: boolean;
}

/** The add/edit/remove buttons the current page grants; a list shows its actions column only if any is granted. */
export function useButtonPermissions(): ButtonPermissions & { canAny: boolean } {
  const canAdd = usePermission('button', BTN_ADD);
  const canEdit = usePermission('button', BTN_EDIT);
  const canRemove = usePermission('button', BTN_REMOVE);
  return { canAdd, canEdit, canRemove, canAny: canAdd || canEdit || canRemove };
}
