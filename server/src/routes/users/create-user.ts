import type { FastifyInstance, FastifyRequest } from 'fastify';
import { generatePassword, hashPassword, MD5_HEX, md5Hex } from '../../auth/password';
import { newId } from '../../db/ids';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { hasHiddenCharacters, isAccount, isBlank, NAME_MAX, textLength } from '@atrium/rules';

export interface NewUser {
  account: string;
  realName: string;
  organizeId?: string | null;
  roleIds?: string[] | null;
  /** MD5 hex of the initial password; without it a random one is generated and returned once. */
  password?: string | null;
}

const ACCOUNT_MAX = 50;

function clean(db: FastifyInstance['db'], body: NewUser): { account: string; realName: string; organizeId: string; roleIds: string[] } {
  const account = body.account.trim();
  if (account === '') throw badRequest('accountRequired', { field: 'account' });
  if (textLength(account) > ACCOUNT_MAX) throw badRequest('accountTooLong', { field: 'account', max: ACCOUNT_MAX });
  if (!isAccount(account)) throw badRequest('accountFormat', { field: 'account' });
  const realName = body.realName.trim();
  if (realName === '' || isBlank(realName)) throw badRequest('realNameRequired', { field: 'realName' });
  if (hasHiddenCharacters(realName)) throw badRequest('fieldHiddenCharacters', { field: 'realName' });
  if (textLength(realName) > NAME_MAX) throw badRequest('realNameTooLong', { field: 'realName', max: NAME_MAX });

  const organizeId = body.organizeId
    ?? (db.prepare("SELECT id FROM organizations WHERE category = 'department' ORDER BY sort_code LIMIT 1").get() as { id: string } | undefined)?.id
    ?? '';
  if (!db.prepare('SELECT 1 FROM organizations WHERE id = ?').get(organizeId)) throw badRequest('unknownOrganize', { field: 'organizeId' });
  // New accounts get the least privileged role unless roles are named.
  const roleIds = body.roleIds && body.roleIds.length > 0
    ? [...new Set(body.roleIds)]
    : [(db.prepare('SELECT id FROM roles WHERE en_code = ?').get('staff') as { id: string }).id];
  for (const roleId of roleIds) if (!db.prepare('SELECT 1 FROM roles WHERE id = ?').get(roleId)) throw badRequest('unknownRole', { field: 'roleIds' });
  return { account, realName, organizeId, roleIds };
}

/** POST /api/permission/Users: a new account whose initial password must be changed if the system says so. */
export async function createUser(app: FastifyInstance, request: FastifyRequest<{ Body: NewUser }>) {
  const input = clean(app.db, request.body);
  if (request.body.password && !MD5_HEX.test(request.body.password)) throw badRequest('passwordNotMd5', { field: 'password' });
  const generated = request.body.password ? null : generatePassword();
  const hash = await hashPassword(request.body.password ?? md5Hex(generated ?? ''), app.kdf);
  const id = newId(app.clock());
  app.db.transaction(() => {
    if (app.db.prepare('SELECT 1 FROM users WHERE account = ?').get(input.account)) throw badRequest('accountExists', { field: 'account', account: input.account });
    app.db.prepare(`INSERT INTO users (id, account, real_name, organize_id, password_hash, creator_time) VALUES (?, ?, ?, ?, ?, ?)`)
      .run(id, input.account, input.realName, input.organizeId, hash, app.clock());
    app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(id, input.organizeId);
    const link = app.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)');
    for (const roleId of input.roleIds) link.run(id, roleId);
  })();
  // The generated password is shown to the administrator this once and stored nowhere in clear.
  return ok(request, { id, password: generated }, 'created');
}
