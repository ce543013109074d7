import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword, md5Hex } from '../auth/password';
import { newId } from '../db/ids';
import { orgId, roleId } from '../db/seed/organization';
import { TEST_KDF, seedPasswordOf } from './app';
import { call } from './http';

export interface CreatedUser {
  id: string;
  account: string;
  password: string;
}

export interface UserOverrides {
  account?: string;
  realName?: string;
  /** Role codes: 'admin', 'staff', 'dataEditor'. */
  roles?: string[];
  isAdministrator?: boolean;
  enabled?: boolean;
  password?: string;
}

let sequence = 0;

/** Inserts a user straight into the database, with its own random password unless one is given. */
export async function createUser(app: FastifyInstance, overrides: UserOverrides = {}): Promise<CreatedUser> {
  sequence += 1;
  const account = overrides.account ?? `user${sequence}${randomBytes(3).toString('hex')}`;
  const password = overrides.password ?? randomBytes(9).toString('base64url');
  const id = newId();
  const hash = await hashPassword(md5Hex(password), TEST_KDF);
  app.db.transaction(() => {
    app.db.prepare(`INSERT INTO users (id, account, real_name, organize_id, is_administrator, enabled_mark, password_hash, creator_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(
      id, account, overrides.realName ?? `Test ${account}`, orgId('rd'),
      overrides.isAdministrator ? 1 : 0, overrides.enabled === false ? 0 : 1, hash, Date.now(),
    );
    app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(id, orgId('rd'));
    for (const role of overrides.roles ?? ['staff']) {
      app.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(id, roleId(role));
    }
  })();
  return { id, account, password };
}

/** Form-encoded sign-in as the JNPF client does it (password as MD5 hex). */
export function loginForm(account: string, password: string): string {
  return new URLSearchParams({
    account,
    password: md5Hex(password),
    jnpf_ticket: '',
    origin: 'password',
    code: '',
    timestamp: String(Date.now()),
    client_id: 'admin',
    client_secret: '123456',
    scope: 'all',
    grant_type: 'password',
  }).toString();
}

export async function tryLogin(app: FastifyInstance, account: string, password: string, ip?: string) {
  return call<{ token: string; theme: string }>(app, 'POST', '/api/oauth/Login', {
    body: loginForm(account, password),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(ip ? { ip } : {}),
  });
}

/** Signs in and returns the token exactly as the client stores it ("bearer …"). */
export async function signIn(app: FastifyInstance, account: string, password: string = seedPasswordOf(app)): Promise<string> {
  const result = await tryLogin(app, account, password);
  if (result.code !== 200) throw new Error(`signIn(${account}) failed: ${result.code} ${result.msg}`);
  return result.data.token;
}
