import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { moduleId } from '../db/seed/menus';
import { roleId } from '../db/seed/organization';

export interface RoleGrant {
  /** Menu enCode, e.g. NOTICE_PAGE. */
  page: string;
  /** Button enCodes on that page ('btn_add', 'btn_edit', 'btn_remove'); none by default. */
  buttons?: string[];
}

/**
 * Inserts a role granting exactly these pages and buttons; returns its code, which createUser's
 * `roles` accepts. For tests that need a permission the seed roles do not combine.
 */
export function createRole(app: FastifyInstance, grants: readonly RoleGrant[]): string {
  const code = `role${randomBytes(4).toString('hex')}`;
  app.db.transaction(() => {
    app.db.prepare('INSERT INTO roles (id, full_name, en_code, creator_time) VALUES (?, ?, ?, ?)').run(roleId(code), code, code, Date.now());
    const grant = app.db.prepare("INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, ?, ?)");
    const button = app.db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?');
    for (const { page, buttons = [] } of grants) {
      grant.run(roleId(code), 'module', moduleId(page));
      for (const enCode of buttons) {
        const row = button.get(moduleId(page), enCode) as { id: string } | undefined;
        if (!row) throw new Error(`createRole: page ${page} has no button ${enCode}`);
        grant.run(roleId(code), 'button', row.id);
      }
    }
  })();
  return code;
}
