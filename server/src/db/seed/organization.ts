import type { Db } from '../connection';
import { seedId } from '../ids';
import { ANALYSIS_MENU_TREE, DEPLOY_PAGE, MENU_TREE, PERMISSION_SECTION, SYSTEM_DATA_SECTION, moduleId, type MenuSeed } from './menus';

interface OrgSeed {
  code: string;
  name: string;
  category: 'company' | 'department';
  children?: OrgSeed[];
}

const ORGANIZATION: OrgSeed = {
  code: 'atrium',
  name: 'Atrium 科技有限公司',
  category: 'company',
  children: [
    { code: 'rd', name: '研发部', category: 'department' },
    { code: 'marketing', name: '市场部', category: 'department' },
    { code: 'finance', name: '财务部', category: 'department' },
    { code: 'hr', name: '人力资源部', category: 'department' },
  ],
};

const POSITIONS: ReadonlyArray<{ code: string; name: string; org: string }> = [
  { code: 'gm', name: '总经理', org: 'atrium' },
  { code: 'engineer', name: '研发工程师', org: 'rd' },
  { code: 'marketer', name: '市场专员', org: 'marketing' },
  { code: 'accountant', name: '会计', org: 'finance' },
  { code: 'recruiter', name: '人事专员', org: 'hr' },
];

export const RoleCode = { admin: 'admin', staff: 'staff', dataEditor: 'dataEditor' } as const;

const ROLES: ReadonlyArray<{ code: string; name: string; description: string }> = [
  { code: RoleCode.admin, name: '超级管理员', description: '拥有全部菜单、按钮、列表与表单权限' },
  { code: RoleCode.staff, name: '普通员工', description: '可查看除组织权限外的页面，不能新增、编辑或删除' },
  { code: RoleCode.dataEditor, name: '数据维护员', description: '维护系统数据（含数据字典）' },
];

export interface UserSeed {
  account: string;
  realName: string;
  org: string;
  positions: string[];
  roles: string[];
  isAdministrator: boolean;
}

export const SEED_USERS: readonly UserSeed[] = [
  { account: 'admin', realName: '管理员', org: 'atrium', positions: ['gm'], roles: [RoleCode.admin], isAdministrator: true },
  { account: 'zhangsan', realName: '张三', org: 'rd', positions: ['engineer'], roles: [RoleCode.staff, RoleCode.dataEditor], isAdministrator: false },
  { account: 'lisi', realName: '李四', org: 'marketing', positions: ['marketer'], roles: [RoleCode.staff], isAdministrator: false },
  { account: 'wangwu', realName: '王五', org: 'finance', positions: ['accountant'], roles: [RoleCode.staff], isAdministrator: false },
  { account: 'viewer', realName: '只读用户', org: 'hr', positions: ['recruiter'], roles: [RoleCode.staff], isAdministrator: false },
];

export const orgId = (code: string): string => seedId(`org:${code}`);
export const positionId = (code: string): string => seedId(`position:${code}`);
export const roleId = (code: string): string => seedId(`role:${code}`);
export const userId = (account: string): string => seedId(`user:${account}`);

function insertOrganizations(db: Db, now: number): void {
  const insert = db.prepare(`INSERT INTO organizations (id, parent_id, category, full_name, en_code, sort_code, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const visit = (org: OrgSeed, parentId: string, sort: number): void => {
    insert.run(orgId(org.code), parentId, org.category, org.name, org.code, sort, now);
    org.children?.forEach((child, index) => visit(child, orgId(org.code), index + 1));
  };
  visit(ORGANIZATION, '-1', 0);
  const insertPosition = db.prepare(`INSERT INTO positions (id, organize_id, full_name, en_code, sort_code, creator_time)
    VALUES (?, ?, ?, ?, ?, ?)`);
  POSITIONS.forEach((p, index) => insertPosition.run(positionId(p.code), orgId(p.org), p.name, p.code, index, now));
}

function subtreeCodes(menus: readonly MenuSeed[], root: string): string[] {
  const codes: string[] = [];
  const collect = (list: readonly MenuSeed[], inside: boolean): void => {
    for (const menu of list) {
      const here = inside || menu.code === root;
      if (here) codes.push(menu.code);
      if (menu.children) collect(menu.children, here);
    }
  };
  collect(menus, false);
  return codes;
}

function allCodes(menus: readonly MenuSeed[]): string[] {
  return menus.flatMap((menu) => [menu.code, ...allCodes(menu.children ?? [])]);
}

/**
 * Grants modules (and, when asked, their buttons), columns and forms to a role.
 * Read-only roles get columns and forms, so lists and forms render, but no buttons.
 */
function grant(db: Db, role: string, codes: readonly string[], withButtons: boolean): void {
  const insert = db.prepare("INSERT OR IGNORE INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, ?, ?)");
  const items = (table: string) => db.prepare(`SELECT id FROM ${table} WHERE module_id = ?`);
  const buttons = items('module_buttons');
  const columns = items('module_columns');
  const forms = items('module_forms');
  for (const code of codes) {
    const module = moduleId(code);
    insert.run(roleId(role), 'module', module);
    for (const row of columns.all(module) as { id: string }[]) insert.run(roleId(role), 'column', row.id);
    for (const row of forms.all(module) as { id: string }[]) insert.run(roleId(role), 'form', row.id);
    if (withButtons) for (const row of buttons.all(module) as { id: string }[]) insert.run(roleId(role), 'button', row.id);
  }
}

export function insertPeople(db: Db, passwordHashes: ReadonlyMap<string, string>, now: number): void {
  insertOrganizations(db, now);
  const insertRole = db.prepare(`INSERT INTO roles (id, full_name, en_code, description, sort_code, creator_time)
    VALUES (?, ?, ?, ?, ?, ?)`);
  ROLES.forEach((r, index) => insertRole.run(roleId(r.code), r.name, r.code, r.description, index, now));

  const everything = allCodes(MENU_TREE);
  const permissionSection = new Set(subtreeCodes(MENU_TREE, PERMISSION_SECTION));
  // The administrator role covers both systems; the others only the main one.
  grant(db, RoleCode.admin, [...everything, ...allCodes(ANALYSIS_MENU_TREE)], true);
  grant(db, RoleCode.staff, everything.filter((code) => !permissionSection.has(code) && code !== DEPLOY_PAGE), false);
  grant(db, RoleCode.dataEditor, subtreeCodes(MENU_TREE, SYSTEM_DATA_SECTION), true);

  const insertUser = db.prepare(`INSERT INTO users
    (id, account, real_name, organize_id, position_id, is_administrator, password_hash, sort_code, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertUserOrganization = db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)');
  const insertUserRole = db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)');
  const insertUserPosition = db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?)');
  SEED_USERS.forEach((user, index) => {
    const hash = passwordHashes.get(user.account);
    if (!hash) throw new Error(`atrium-server: no password hash for seed account ${user.account}`);
    const id = userId(user.account);
    insertUser.run(id, user.account, user.realName, orgId(user.org), user.positions[0] ? positionId(user.positions[0]) : null, user.isAdministrator ? 1 : 0, hash, index, now);
    insertUserOrganization.run(id, orgId(user.org));
    for (const role of user.roles) insertUserRole.run(id, roleId(role));
    for (const position of user.positions) insertUserPosition.run(id, positionId(position));
  });
}
