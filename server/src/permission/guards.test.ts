import type { FastifyInstance } from 'fastify';
import { moduleId } from '../db/seed/menus';
import { userId } from '../db/seed/organization';
import { ApiError } from '../plugins/errors';
import { buildTestApp, closeTestApp } from '../testing';
import { createBareRole, createMember, createOrganization, createPosition, createScheme, grantItem, sessionFor } from '../testing/permission';
import { assertMayGrant, assertMayJoin, assertNotLastAdministrator } from './guards';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
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

function refusalParams(run: () => void): Record<string, unknown> | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return { ...error.params };
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

describe('assertMayJoin', () => {
  it('lets a non-administrator add members only to holders whose every grant is their own, and names the first that is not', () => {
    const own = createBareRole(app);
    const caller = createMember(app, { roles: [own] });
    const dictionary = moduleId('systemData.dictionary');
    grantItem(app, 'Role', own, 'module', dictionary);
    const session = sessionFor(caller);

    const weaker = createBareRole(app);
    grantItem(app, 'Role', weaker, 'module', dictionary);
    const stronger = createBareRole(app);
    grantItem(app, 'Role', stronger, 'module', dictionary);
    grantItem(app, 'Role', stronger, 'module', moduleId('permission.user'));
    const organization = createOrganization(app);
    const strongPosition = createPosition(app, organization);
    grantItem(app, 'Position', strongPosition, 'button', 'some-button');
    // A data scheme (resource) is a grant like any other.
    const schemeOrganization = createOrganization(app);
    grantItem(app, 'Organize', schemeOrganization, 'resource', createScheme(app, dictionary, [], true));
    const empty = createPosition(app, organization);

    expect(refusal(() => assertMayJoin(app.db, session, [{ type: 'Role', id: weaker }, { type: 'Position', id: empty }]))).toBeNull();
    expect(refusal(() => assertMayJoin(app.db, session, []))).toBeNull();
    expect(refusal(() => assertMayJoin(app.db, session, [{ type: 'Role', id: stronger }]))).toEqual({ code: 403, key: 'joinBeyondOwn' });
    expect(refusal(() => assertMayJoin(app.db, session, [{ type: 'Position', id: strongPosition }]))).toEqual({ code: 403, key: 'joinBeyondOwn' });
    expect(refusal(() => assertMayJoin(app.db, session, [{ type: 'Organize', id: schemeOrganization }]))).toEqual({ code: 403, key: 'joinBeyondOwn' });

    const strongName = (app.db.prepare('SELECT full_name AS name FROM roles WHERE id = ?').get(stronger) as { name: string }).name;
    expect(refusalParams(() => assertMayJoin(app.db, session, [{ type: 'Role', id: weaker }, { type: 'Role', id: stronger }]))).toEqual({ name: strongName });

    // Administrators may add anyone anywhere.
    expect(refusal(() => assertMayJoin(app.db, sessionFor(caller, true), [{ type: 'Role', id: stronger }, { type: 'Organize', id: schemeOrganization }]))).toBeNull();
  });
});
