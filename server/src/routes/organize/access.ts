/** The pages whose buttons guard these routes (spec section 6 default codes). */
export const ORGANIZE_PAGE = 'permission.organize';
export const DEPARTMENT_PAGE = 'permission.department';

export const organizeAccess = {
  add: { page: ORGANIZE_PAGE, button: 'btn_add' },
  edit: { page: ORGANIZE_PAGE, button: 'btn_edit' },
  remove: { page: ORGANIZE_PAGE, button: 'btn_remove' },
} as const;

export const departmentAccess = {
  add: { page: DEPARTMENT_PAGE, button: 'btn_add' },
  edit: { page: DEPARTMENT_PAGE, button: 'btn_edit' },
  remove: { page: DEPARTMENT_PAGE, button: 'btn_remove' },
} as const;
