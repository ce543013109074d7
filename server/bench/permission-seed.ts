// A focused tenant for the permission-engine bench: 300 menus (30 directories of 9 pages) with
// 2,160 buttons and columns, 200 roles with a few hundred grants each, 100 members of one role.
// The big tenant seeder of issue 12 may replace this; the bench needs only these shapes.
import type { Db } from '../src/db/connection';
import { newId } from '../src/db/ids';
import { SYSTEM_ID } from '../src/db/seed/menus';

export interface PermissionTenant {
  /** Every menu id (directories first) and every button/column id. */
  menus: string[];
  items: { type: 'button' | 'column'; id: string; moduleId: string }[];
  /** enCodes of pages with their button codes, for the checks. */
  pages: { code: string; buttons: string[] }[];
  roles: string[];
  /** A user holding five roles, a position and an organisation: the checked one. */
  checker: string;
  /** The role whose 100 members hold the refresh sockets. */
  audienceRole: string;
  audience: string[];
}

const BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_export'];
const COLUMNS = ['fullName', 'enCode', 'sortCode', 'enabledMark'];

/** Deterministic pseudo-random numbers, so every run seeds the same tenant. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export function seedPermissionTenant(db: Db, passwordHash: string): PermissionTenant {
  const next = random(7);
  const now = Date.now();
  const tenant: PermissionTenant = { menus: [], items: [], pages: [], roles: [], checker: '', audienceRole: '', audience: [] };
  db.transaction(() => {
    const module = db.prepare(`INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name, url_address, sort_code)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
    const button = db.prepare('INSERT INTO module_buttons (id, module_id, en_code, full_name, sort_code) VALUES (?, ?, ?, ?, ?)');
    const column = db.prepare('INSERT INTO module_columns (id, module_id, en_code, full_name, sort_code) VALUES (?, ?, ?, ?, ?)');
    for (let d = 0; d < 30; d += 1) {
      const directory = newId();
      module.run(directory, '-1', SYSTEM_ID, 0, `benchDir${d}`, `目录 ${d}`, '', 100 + d);
      tenant.menus.push(directory);
      for (let p = 0; p < 9; p += 1) {
        const page = newId();
        const code = `bench.dir${d}.page${p}`;
        module.run(page, directory, SYSTEM_ID, 2, code, `页面 ${d}-${p}`, `bench/dir${d}/page${p}`, p);
        tenant.menus.push(page);
        tenant.pages.push({ code, buttons: BUTTONS });
        BUTTONS.forEach((enCode, index) => {
          const id = newId();
          button.run(id, page, enCode, enCode, index);
          tenant.items.push({ type: 'button', id, moduleId: page });
        });
        COLUMNS.forEach((enCode, index) => {
          const id = newId();
          column.run(id, page, enCode, enCode, index);
          tenant.items.push({ type: 'column', id, moduleId: page });
        });
      }
    }

    const role = db.prepare('INSERT INTO roles (id, full_name, en_code, creator_time) VALUES (?, ?, ?, ?)');
    const grant = db.prepare('INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
    for (let r = 0; r < 200; r += 1) {
      const id = newId();
      role.run(id, `基准角色 ${r}`, `benchRole${r}`, now);
      tenant.roles.push(id);
      // About a third of the menus and their items.
      for (const menu of tenant.menus) if (next() < 0.33) grant.run('Role', id, 'module', menu);
      for (const item of tenant.items) if (next() < 0.33) grant.run('Role', id, item.type, item.id);
    }

    const organization = newId();
    db.prepare("INSERT INTO organizations (id, parent_id, category, full_name, en_code, creator_time) VALUES (?, '-1', 'company', '基准公司', ?, ?)")
      .run(organization, `benchOrg${organization}`, now);
    const position = newId();
    db.prepare('INSERT INTO positions (id, organize_id, full_name, en_code, creator_time) VALUES (?, ?, ?, ?, ?)').run(position, organization, '基准岗位', `benchPos${position}`, now);
    for (const menu of tenant.menus.slice(0, 20)) {
      grant.run('Position', position, 'module', menu);
      grant.run('Organize', organization, 'module', menu);
    }

    const user = db.prepare(`INSERT INTO users (id, account, real_name, organize_id, position_id, password_hash, creator_time)
      VALUES (?, ?, ?, ?, ?, ?, ?)`);
    const member = (account: string): string => {
      const id = newId();
      user.run(id, account, account, organization, position, passwordHash, now);
      db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(id, organization);
      db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?)').run(id, position);
      return id;
    };
    tenant.checker = member('benchChecker');
    for (const roleId of tenant.roles.slice(0, 5)) db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(tenant.checker, roleId);
    tenant.audienceRole = tenant.roles[5] as string;
    for (let index = 0; index < 100; index += 1) {
      const id = member(`benchAudience${index}`);
      db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(id, tenant.audienceRole);
      tenant.audience.push(id);
    }
  })();
  return tenant;
}
