import type { FastifyInstance } from 'fastify';
import { md5Hex } from '../../auth/password';
import { newId } from '../../db/ids';
import { moduleId, USER_PAGE } from '../../db/seed/menus';
import { roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createUser, sealPassword, signIn, tryLogin } from '../../testing';
import { passwordKeyRoutes } from '../oauth/password-key-routes';
import { userRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [passwordKeyRoutes, userRoutes];

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes });
});

afterAll(async () => {
  await closeTestApp(app);
});

const reset = async (token: string, id: string, plain: string) =>
  call(app, 'POST', `/api/permission/Users/${id}/Actions/ResetPassword`, { token, body: { userPassword: await sealPassword(app, token, plain) } });

const hashOf = (id: string) => (app.db.prepare('SELECT password_hash FROM users WHERE id = ?').get(id) as { password_hash: string }).password_hash;

/** A role with the user page and its edit button but not the reset button. */
function userEditorRole(): string {
  const code = `editor${newId()}`;
  const id = roleId(code);
  app.db.prepare('INSERT INTO roles (id, full_name, en_code, creator_time) VALUES (?, ?, ?, ?)').run(id, code, code, Date.now());
  const page = moduleId(USER_PAGE);
  const edit = app.db.prepare("SELECT id FROM module_buttons WHERE module_id = ? AND en_code = 'btn_edit'").get(page) as { id: string };
  const grant = app.db.prepare("INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, ?, ?)");
  grant.run(id, 'module', page);
  grant.run(id, 'button', edit.id);
  return code;
}

describe('POST /api/permission/Users/{id}/Actions/ResetPassword', () => {
  it('sets the decrypted password, ends the user\'s sessions (601) and asks for a change again', async () => {
    const user = await createUser(app);
    const session = await signIn(app, user.account, user.password);
    app.db.prepare('UPDATE users SET change_password_date = 1 WHERE id = ?').run(user.id);
    const admin = await signIn(app, 'admin');
    const result = await reset(admin, user.id, 'Reset-Pass9');
    expect(result).toMatchObject({ code: 200, msg: '重置密码成功' });
    const after = await call(app, 'GET', '/api/oauth/CurrentUser', { token: session });
    expect(after).toMatchObject({ code: 601, msg: '密码已修改，请重新登录' });
    expect((await tryLogin(app, user.account, user.password)).code).toBe(400);
    expect((await tryLogin(app, user.account, 'Reset-Pass9')).code).toBe(200);
    expect((app.db.prepare('SELECT change_password_date FROM users WHERE id = ?').get(user.id) as { change_password_date: number | null }).change_password_date).toBeNull();
  });

  it('needs the user page\'s 重置密码 button: the edit button alone is not enough', async () => {
    const target = await createUser(app);
    const before = hashOf(target.id);
    const staff = await createUser(app, { roles: ['staff'] });
    const editor = await createUser(app, { roles: [userEditorRole()] });
    const resetter = await createUser(app, { roles: ['admin'] });
    expect((await reset(await signIn(app, staff.account, staff.password), target.id, 'Reset-Pass9')).code).toBe(403);
    expect((await reset(await signIn(app, editor.account, editor.password), target.id, 'Reset-Pass9')).code).toBe(403);
    expect(hashOf(target.id)).toBe(before);
    expect((await reset(await signIn(app, resetter.account, resetter.password), target.id, 'Reset-Pass9')).code).toBe(200);
  });

  it('refuses one\'s own password (that is a change, with the old one) and, to non-administrators, an administrator\'s', async () => {
    const admin = await signIn(app, 'admin');
    const adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    const before = hashOf(adminId);
    expect(await reset(admin, adminId, 'Reset-Pass9')).toMatchObject({ code: 400, msg: '不能重置自己的密码，请使用修改密码' });
    const resetter = await createUser(app, { roles: ['admin'] });
    const token = await signIn(app, resetter.account, resetter.password);
    expect(await reset(token, adminId, 'Reset-Pass9')).toMatchObject({ code: 400, msg: '只有超级管理员可以重置超级管理员的密码' });
    expect(hashOf(adminId)).toBe(before);
  });

  it('applies the password policy and refuses what does not decrypt, changing nothing', async () => {
    const user = await createUser(app);
    const before = hashOf(user.id);
    const admin = await signIn(app, 'admin');
    app.db.prepare("UPDATE sys_config SET value = '1' WHERE key IN ('passwordStrengthLimit', 'containsNumbers')").run();
    try {
      expect(await reset(admin, user.id, 'no-digits-here')).toMatchObject({ code: 400, msg: '新密码必须包含数字' });
    } finally {
      app.db.prepare("UPDATE sys_config SET value = '0' WHERE key IN ('passwordStrengthLimit', 'containsNumbers')").run();
    }
    const md5 = await call(app, 'POST', `/api/permission/Users/${user.id}/Actions/ResetPassword`, { token: admin, body: { userPassword: md5Hex('x') } });
    expect(md5).toMatchObject({ code: 400, msg: '无法解密新密码，请关闭对话框后重试' });
    expect(hashOf(user.id)).toBe(before);
  });

  it('with mandatoryModificationOfInitialPassword on, the reset password must be changed again: CurrentUser says so until the user changes it', async () => {
    const user = await createUser(app);
    const admin = await signIn(app, 'admin');
    app.db.prepare("UPDATE sys_config SET value = '1' WHERE key = 'mandatoryModificationOfInitialPassword'").run();
    try {
      app.db.prepare('UPDATE users SET change_password_date = 1 WHERE id = ?').run(user.id);
      expect((await reset(admin, user.id, 'Reset-Pass9')).code).toBe(200);
      const token = await signIn(app, user.account, 'Reset-Pass9');
      const current = await call<{ userInfo: { changePasswordDate: number | null }; sysConfigInfo: { mandatoryModificationOfInitialPassword: number } }>(app, 'GET', '/api/oauth/CurrentUser', { token });
      expect(current.data.userInfo.changePasswordDate).toBeNull();
      expect(current.data.sysConfigInfo.mandatoryModificationOfInitialPassword).toBe(1);
    } finally {
      app.db.prepare("UPDATE sys_config SET value = '0' WHERE key = 'mandatoryModificationOfInitialPassword'").run();
    }
  });

  it('answers 404 for an unknown user', async () => {
    expect((await reset(await signIn(app, 'admin'), 'no-such-user', 'Reset-Pass9')).code).toBe(404);
  });
});
