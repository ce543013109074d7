import { useStore } from '@nanostores/react';
import { $isAdmin, $user, BTN_ADD, BTN_EDIT, BTN_REMOVE, usePermission } from '@atrium/shared';

/** What the signed-in user may do on this page (the server checks every call again). */
export interface ProjectRights {
  add: boolean;
  /** 编辑, the flags and the editable table's rows. */
  edit: boolean;
  remove: boolean;
  /** Deletes anyone's comment (btn_edit holders and administrators); an author deletes their own. */
  anyPostil: boolean;
  userId: string | null;
}

export function useProjectRights(): ProjectRights {
  const add = usePermission('button', BTN_ADD);
  const edit = usePermission('button', BTN_EDIT);
  const remove = usePermission('button', BTN_REMOVE);
  const isAdmin = useStore($isAdmin);
  const user = useStore($user);
  return { add, edit, remove, anyPostil: edit || isAdmin, userId: user?.userId ?? null };
}
