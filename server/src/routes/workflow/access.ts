import { isAllowed } from '../../auth/permissions';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import type { Access } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';

/** Menu enCodes of the workflow pages (seed/menus.ts: workFlow/flowEngine → workFlow.flowEngine). */
export const FLOW_ENGINE_PAGE = 'workFlow.flowEngine';
export const FLOW_MONITOR_PAGE = 'workFlow.flowMonitor';

/** 流程设计: reading needs the page; writing its buttons, like every other design page. */
export const canReadEngine: Access = { page: FLOW_ENGINE_PAGE };
export const canAddEngine: Access = { page: FLOW_ENGINE_PAGE, button: 'btn_add' };
export const canEditEngine: Access = { page: FLOW_ENGINE_PAGE, button: 'btn_edit' };
export const canRemoveEngine: Access = { page: FLOW_ENGINE_PAGE, button: 'btn_remove' };

/** 流程终止 / 删除 from the monitor. */
export const canCancelTasks: Access = { page: FLOW_MONITOR_PAGE, button: 'btn_edit' };
export const canRemoveTasks: Access = { page: FLOW_MONITOR_PAGE, button: 'btn_remove' };

/**
 * The monitor shows every user's tasks, so holding the page is not enough: the caller must also
 * hold one of its action buttons (staff hold the page read-only in the seed and are refused).
 */
export function mayMonitor(db: Db, session: Session): boolean {
  return isAllowed(db, session, FLOW_MONITOR_PAGE, 'btn_edit') || isAllowed(db, session, FLOW_MONITOR_PAGE, 'btn_remove');
}

export function assertMayMonitor(db: Db, session: Session): void {
  if (!mayMonitor(db, session)) throw new ApiError(403, 'noPermission');
}
