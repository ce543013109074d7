import type { FastifyInstance } from 'fastify';
import { moduleId } from '../db/seed/menus';
import { userId } from '../db/seed/organization';
import { ApiError } from '../plugins/errors';
import { buildTestApp, closeTestApp } from '../testing';
import { createBareRole, createMember, grantItem, sessionFor } from '../testing/permission';
import { assertMayGrant, assertNotLastAdministrator } from './guards';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(async () => {
  await closeTestApp(app);
});

function refusal(run: () => void): { code: number; key: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, key: error.key };
    throw error;
  }
}

describe('assertMayGrant', () => {
  it('lets a user grant only what they hold; administrators anything', () => {
    const role = createBareRole(app);
    const user = createMember(app, { roles: [role] });
    grantItem(app, 'Role', role, 'module', moduleId('systemData.dictionary'));
    expect(refusal(() => assertMayGrant(app.db, sessionFor(user), { module: [moduleId('systemData.dictionary')] }))).toBeNull();
    expect(refusal(() => assertMayGrant(app.db, sessionFor(user), { module: [moduleId('systemData.dictionary'), moduleId('permission.user')] })))
      .toEqual({ code: 403, key: 'grantBeyondOwn' });
    expect(refusal(() => assertMayGrant(app.db, sessionFor(user), { button: ['any-button'] }))).toEqual({ code: 403, key: 'grantBeyondOwn' });
    expect(refusal(() => assertMayGrant(app.db, sessionFor(user, true), { module: [moduleId('permission.user')] }))).toBeNull();
    expect(refusal(() => assertMayGrant(app.db, sessionFor(user), {}))).toBeNull();
  });
});

describe('assertNotLastAdministrator', () => {
  it('refuses to take away the last enabled administrator, and only that one', () => {
    const admin = userId('admin');
    expect(refusal(() => assertNotLastAdministrator(app.db, admin))).toEqual({ code: 400, key: 'lastAdministrator' });
    // Not an administrator, or unknown: nothing to guard.
    expect(refusal(() => assertNotLastAdministrator(app.db, userId('viewer')))).toBeNull();
    expect(refusal(() => assertNotLastAdministrator(app.db, 'nobody'))).toBeNull();

    // A disabled second administrator does not count.
    const second = createMember(app, { isAdministrator: true });
    app.db.prepare('UPDATE users SET enabled_mark = 0 WHERE id = ?').run(second);
    expect(refusal(() => assertNotLastAdministrator(app.db, admin))).toEqual({ code: 400, key: 'lastAdministrator' });
    app.db.prepare('UPDATE users SET enabled_mark = 1 WHERE id = ?').run(second);
    expect(refusal(() => assertNotLastAdministrator(app.db, admin))).toBeNull();
    expect(refusal(() => assertNotLastAdministrator(app.db, second))).toBeNull();
  });
});
