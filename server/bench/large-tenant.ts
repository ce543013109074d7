// A large tenant for the issue 12 budgets: 10,000 users, 500 departments in 5 levels under the seed
// company, 1,000 positions, 200 roles, 300 menus with 2,000 buttons and columns, role grants, and a
// data scheme on the user page ("organisation and below") for the department managers' role.
// Deterministic (no randomness) so runs compare. Importable (seedLargeTenant) by other benches, or:
//   npx tsx server/bench/large-tenant.ts <sqlite file>   (a database the server has migrated and seeded)
import type { Db } from '../src/db/connection';
import { openDatabase } from '../src/db/connection';
import { SYSTEM_ID, USER_PAGE } from '../src/db/seed/menus';
import { orgId } from '../src/db/seed/organization';

export const TENANT = {
  users: 10_000,
  /** Departments per level, 5 levels: 500 in all. */
  levels: [5, 20, 75, 150, 250],
  positionsPerDepartment: 2,
  roles: 200,
  menus: 300,
  /** Buttons and columns spread over the menus: 2,000 in all. */
  buttons: 1_000,
  columns: 1_000,
} as const;

export interface LargeTenant {
  departments: string[][];
  /** The role with the user page, its buttons and the "organisation and below" data scheme. */
  managerRoleId: string;
  /** A level-2 department and a user in it holding the manager role (their data rules reach ~1/20 of users). */
  managedDepartment: string;
  managerAccount: string;
  /** What the permission-engine bench needs: every menu (the directory first), every button and column, */
  /** the pages with their button codes, and every role. */
  menus: string[];
  items: { type: 'button' | 'column'; id: string }[];
  pages: { code: string; buttons: string[] }[];
  roles: string[];
}

const pad = (n: number, width = 5): string => String(n).padStart(width, '0');

/** Inserts the tenant in one transaction; `passwordHash` is given to every user. */
export function seedLargeTenant(db: Db, passwordHash: string, now = Date.now()): LargeTenant {
  return db.transaction((): LargeTenant => {
    const insertOrg = db.prepare(`INSERT INTO organizations (id, parent_id, category, full_name, en_code, sort_code, creator_time)
      VALUES (?, ?, 'department', ?, ?, ?, ?)`);
    const departments: string[][] = [];
    let parents = [orgId('atrium')];
    TENANT.levels.forEach((count, level) => {
      const here: string[] = [];
      for (let n = 0; n < count; n += 1) {
        const id = `bench-org-${level + 1}-${pad(n)}`;
        insertOrg.run(id, parents[n % parents.length] ?? orgId('atrium'), `部门${level + 1}-${n}`, id, n, now);
        here.push(id);
      }
      departments.push(here);
      parents = here;
    });
    const allDepartments = departments.flat();

    const insertPosition = db.prepare('INSERT INTO positions (id, organize_id, full_name, en_code, sort_code, creator_time) VALUES (?, ?, ?, ?, ?, ?)');
    const positions: string[] = [];
    allDepartments.forEach((department, index) => {
      for (let n = 0; n < TENANT.positionsPerDepartment; n += 1) {
        const id = `bench-pos-${pad(index)}-${n}`;
        insertPosition.run(id, department, `岗位${index}-${n}`, id, n, now);
        positions.push(id);
      }
    });

    const insertRole = db.prepare('INSERT INTO roles (id, full_name, en_code, sort_code, creator_time) VALUES (?, ?, ?, ?, ?)');
    const roles: string[] = [];
    for (let n = 0; n < TENANT.roles; n += 1) {
      const id = `bench-role-${pad(n)}`;
      insertRole.run(id, `角色${n}`, id, n, now);
      roles.push(id);
    }

    // Menus under one directory of the main system, buttons and columns spread evenly over them.
    const insertModule = db.prepare(`INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name, url_address, sort_code)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    insertModule.run('bench-menu-root', '-1', SYSTEM_ID, 1, 'bench.root', '压测目录', '', 999);
    const menus: string[] = [];
    const pages: { code: string; buttons: string[] }[] = [];
    for (let n = 0; n < TENANT.menus; n += 1) {
      const id = `bench-menu-${pad(n)}`;
      insertModule.run(id, 'bench-menu-root', SYSTEM_ID, 2, `bench.menu${n}`, `菜单${n}`, `bench/menu${n}`, n);
      menus.push(id);
      pages.push({ code: `bench.menu${n}`, buttons: [] });
    }
    const insertButton = db.prepare('INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code) VALUES (?, ?, ?, ?, ?)');
    const insertColumn = db.prepare('INSERT INTO module_columns (id, module_id, en_code, full_name, sort_code) VALUES (?, ?, ?, ?, ?)');
    const buttons: string[] = [];
    for (let n = 0; n < TENANT.buttons; n += 1) {
      const id = `bench-btn-${pad(n)}`;
      insertButton.run(id, menus[n % menus.length], `btn_${Math.floor(n / menus.length)}`, `按钮${n}`, n);
      pages[n % menus.length]?.buttons.push(`btn_${Math.floor(n / menus.length)}`);
      buttons.push(id);
    }
    const columns: string[] = [];
    for (let n = 0; n < TENANT.columns; n += 1) {
      insertColumn.run(`bench-col-${pad(n)}`, menus[n % menus.length], `col${Math.floor(n / menus.length)}`, `列${n}`, n);
      columns.push(`bench-col-${pad(n)}`);
    }

    // Each role holds 30 menus and their buttons.
    const grant = db.prepare("INSERT OR IGNORE INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, ?, ?)");
    roles.forEach((role, r) => {
      for (let k = 0; k < 30; k += 1) grant.run(role, 'module', menus[(r * 7 + k) % menus.length]);
      for (let k = 0; k < 100; k += 1) grant.run(role, 'button', buttons[(r * 13 + k) % buttons.length]);
    });

    // The department managers' role: the user page with its buttons, and the data rule "organisation and below".
    const managerRoleId = roles[0] ?? '';
    const userPage = (db.prepare('SELECT id FROM modules WHERE en_code = ?').get(USER_PAGE) as { id: string }).id;
    grant.run(managerRoleId, 'module', userPage);
    for (const row of db.prepare('SELECT id FROM module_buttons WHERE module_id = ?').all(userPage) as { id: string }[]) grant.run(managerRoleId, 'button', row.id);
    db.prepare('UPDATE modules SET is_data_authorize = 1 WHERE id = ?').run(userPage);
    db.prepare(`INSERT INTO module_data_rules (id, module_id, full_name, en_code, condition_symbol, condition_text, creator_time)
      VALUES ('bench-rule-org', ?, '本组织及下级', 'organizeId', '==', '@organizationAndSuborganization', ?)`).run(userPage, now);
    db.prepare(`INSERT INTO module_data_schemes (id, module_id, full_name, en_code, condition_json, creator_time)
      VALUES ('bench-scheme-org', ?, '本组织及下级', 'benchOrg', ?, ?)`)
      .run(userPage, JSON.stringify([{ logic: 'and', groups: [{ id: 'bench-rule-org' }] }]), now);
    grant.run(managerRoleId, 'resource', 'bench-scheme-org');

    const insertUser = db.prepare(`INSERT INTO users (id, account, real_name, organize_id, position_id, mobile_phone, gender, password_hash, sort_code, creator_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const inOrg = db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)');
    const inPosition = db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?)');
    const inRole = db.prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, ?)');
    for (let n = 0; n < TENANT.users; n += 1) {
      const id = `bench-user-${pad(n)}`;
      const department = allDepartments[n % allDepartments.length] ?? orgId('rd');
      const position = positions[(n % allDepartments.length) * TENANT.positionsPerDepartment] ?? null;
      insertUser.run(id, `bench${pad(n)}`, `压测用户${n}`, department, position, `139${pad(n, 8)}`, n % 3, passwordHash, n % 100, now + n);
      inOrg.run(id, department);
      if (n % 10 === 0) inOrg.run(id, allDepartments[(n * 7 + 3) % allDepartments.length] ?? department);
      if (position) inPosition.run(id, position);
      inRole.run(id, roles[1 + (n % (roles.length - 1))]);
      if (n % 4 === 0) inRole.run(id, roles[1 + ((n * 3) % (roles.length - 1))]);
    }

    // The manager: a user of a level-2 department (≈ 1/20 of the tenant below it) with the manager role.
    const managedDepartment = departments[1]?.[0] ?? orgId('rd');
    const managerAccount = 'benchmanager';
    insertUser.run('bench-manager', managerAccount, '部门经理', managedDepartment, null, '13800000000', 1, passwordHash, 0, now);
    inOrg.run('bench-manager', managedDepartment);
    inRole.run('bench-manager', managerRoleId);
    // Buttons and columns interleaved, so any slice of them holds both kinds.
    const items = buttons.flatMap((id, n) => [{ type: 'button' as const, id }, ...(columns[n] ? [{ type: 'column' as const, id: columns[n] }] : [])]);
    return { departments, managerRoleId, managedDepartment, managerAccount, menus: ['bench-menu-root', ...menus], items, pages, roles };
  })();
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx server/bench/large-tenant.ts <sqlite file>');
  const db = openDatabase(file);
  const started = performance.now();
  // Users of a file seeded this way sign in only after an administrator resets their password.
  seedLargeTenant(db, '!');
  console.log(`large tenant seeded into ${file} in ${(performance.now() - started).toFixed(0)} ms`);
  db.close();
}
