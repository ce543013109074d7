import type { Access } from '../../plugins/auth';

/** 定时任务's menu enCode (system/task); its buttons guard the management calls. */
export const TASK_PAGE = 'system.task';

export const canRead: Access = { page: TASK_PAGE };
export const canAdd: Access = { page: TASK_PAGE, button: 'btn_add' };
/** Editing, enabling, stopping and running now. */
export const canEdit: Access = { page: TASK_PAGE, button: 'btn_edit' };
export const canRemove: Access = { page: TASK_PAGE, button: 'btn_remove' };
