import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { moduleId } from '../db/seed/menus';
import { roleId } from '../db/seed/organization';
import { createUser, signIn } from './factories';
import { createDataRule, createScheme, grantItem, setModuleChecks } from './permission';
import { createRole } from './roles';

// A signed-in user of a fresh role holding one page with chosen data rules, columns and form
// fields: the setup every "list applies the caller's rights" test needs, with the real engine.

export interface RuleSpec {
  /** The rule's field enCode (fullName, organizeId …). */
  field: string;
  symbol: string;
  text: string;
  fieldType?: string;
}

export interface PageReaderOptions {
  buttons?: string[];
  /** The user's current (and only) organisation. */
  organizeId?: string;
  /** One data scheme AND-ing these rules, granted to the role; none when absent. */
  rules?: readonly RuleSpec[];
  /** List column enCodes granted (rows are added to the menu when it lacks them). */
  columns?: readonly string[];
  /** Form field enCodes granted (rows are added to the menu when it lacks them). */
  forms?: readonly string[];
}

export interface PageReader {
  id: string;
  token: string;
  /** The role's id (for more grants). */
  role: string;
}

/** The id of the menu's column or form field `enCode`, inserted when the menu has none. */
export function pageItemId(app: FastifyInstance, page: string, table: 'module_columns' | 'module_forms', enCode: string): string {
  const module = moduleId(page);
  const found = app.db.prepare(`SELECT id FROM ${table} WHERE module_id = ? AND en_code = ?`).get(module, enCode) as { id: string } | undefined;
  if (found) return found.id;
  const id = newId();
  app.db.prepare(`INSERT INTO ${table} (id, module_id, en_code, full_name, sort_code) VALUES (?, ?, ?, ?, 0)`).run(id, module, enCode, enCode);
  return id;
}

export async function pageReader(app: FastifyInstance, page: string, options: PageReaderOptions = {}): Promise<PageReader> {
  const code = createRole(app, [{ page, buttons: options.buttons ?? [] }]);
  const role = roleId(code);
  const user = await createUser(app, { roles: [code] });
  if (options.organizeId) {
    app.db.prepare('UPDATE users SET organize_id = ? WHERE id = ?').run(options.organizeId, user.id);
    app.db.prepare('DELETE FROM user_organizations WHERE user_id = ?').run(user.id);
    app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(user.id, options.organizeId);
  }
  if (options.rules) {
    const module = moduleId(page);
    const ruleIds = options.rules.map((rule) => createDataRule(app, module, rule.field, rule.symbol, rule.text, rule.fieldType));
    grantItem(app, 'Role', role, 'resource', createScheme(app, module, [{ logic: 'and', ruleIds }]));
  }
  for (const column of options.columns ?? []) grantItem(app, 'Role', role, 'column', pageItemId(app, page, 'module_columns', column));
  for (const field of options.forms ?? []) grantItem(app, 'Role', role, 'form', pageItemId(app, page, 'module_forms', field));
  return { id: user.id, token: await signIn(app, user.account, user.password), role };
}

/** Turns the page's checks on for the length of `run`, then off again. */
export async function withChecks<T>(
  app: FastifyInstance,
  page: string,
  checks: { data?: boolean; columns?: boolean; forms?: boolean },
  run: () => Promise<T>,
): Promise<T> {
  const module = moduleId(page);
  setModuleChecks(app, module, checks);
  try {
    return await run();
  } finally {
    setModuleChecks(app, module, {
      ...(checks.data !== undefined ? { data: false } : {}),
      ...(checks.columns !== undefined ? { columns: false } : {}),
      ...(checks.forms !== undefined ? { forms: false } : {}),
    });
  }
}
