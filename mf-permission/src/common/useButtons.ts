import { BTN_ADD, BTN_EDIT, BTN_REMOVE, usePermission } from '@atrium/shared';

/** The route's default buttons (spec section 6): each shows only with its code in the permission entry. */
export function useButtons(): { canAdd: boolean; canEdit: boolean; canRemove: boolean } {
  return {
    canAdd: usePermission('button', BTN_ADD),
    canEdit: usePermission('button', BTN_EDIT),
    canRemove: usePermission('button', BTN_REMOVE),
  };
}
