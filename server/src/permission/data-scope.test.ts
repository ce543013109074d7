import type { FastifyInstance } from 'fastify';
import { moduleId } from '../db/seed/menus';
import { buildTestApp, closeTestApp } from '../testing';
import {
  createBareRole, createDataRule, createMember, createOrganization, createPosition, createScheme, grantItem, sessionFor, setModuleChecks,
} from '../testing/permission';
import { dataScope, type DataScopeColumns } from './data-scope';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
const PAGE = 'permission.user';
const OPEN_PAGE = 'systemData.dictionary';
const page = moduleId(PAGE);
const COLUMNS: DataScopeColumns = { organizeId: 'u.organize_id', userId: 'u.id', positionId: 'u.position_id', account: 'u.account', sortCode: 'u.sort_code' };

// A small tenant: company > dept > team, and a sibling department.
let company: string;
let dept: string;
let team: string;
let sibling: string;
let inCompany: string;
let inDept: string;
let inTeam: string;
let inSibling: string;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
  setModuleChecks(app, page, { data: true });
  company = createOrganization(app, '-1', 'company');
  dept = createOrganization(app, company);
  team = createOrganization(app, dept);
  sibling = createOrganization(app, company);
  inCompany = createMember(app, { organizations: [company] });
  inDept = createMember(app, { organizations: [dept] });
  inTeam = createMember(app, { organizations: [team] });
  inSibling = createMember(app, { organizations: [sibling] });
});

afterAll(async () => {
  await closeTestApp(app);
});

/** The ids among the tenant's users (and `extra`) that the scope lets through. */
function visible(scope: { sql: string; params: unknown[] }, extra: string[] = []): string[] {
  const ids = [inCompany, inDept, inTeam, inSibling, ...extra];
  const rows = app.db.prepare(`SELECT u.id FROM users u WHERE u.id IN (${ids.map(() => '?').join(', ')}) AND (${scope.sql})`)
    .all(...ids, ...scope.params) as { id: string }[];
  return rows.map((row) => row.id).sort();
}

/** A user holding the page and these schemes, through a role. */
function holderOf(schemes: string[], organizations: string[] = [dept], extra: { managerId?: string; positions?: string[] } = {}): string {
  const role = createBareRole(app);
  grantItem(app, 'Role', role, 'module', page);
  for (const scheme of schemes) grantItem(app, 'Role', role, 'resource', scheme);
  return createMember(app, { organizations, roles: [role], ...extra });
}

const scopeOf = (userId: string, columns: DataScopeColumns = COLUMNS) => dataScope(app.db, sessionFor(userId), PAGE, columns);
const sorted = (...ids: string[]) => [...ids].sort();

describe('dataScope', () => {
  it('lets administrators, and pages without data rules, see everything', () => {
    expect(dataScope(app.db, sessionFor(inDept, true), PAGE, COLUMNS)).toEqual({ sql: '1 = 1', params: [] });
    expect(dataScope(app.db, sessionFor(inDept), OPEN_PAGE, COLUMNS)).toEqual({ sql: '1 = 1', params: [] });
  });

  it('denies by default: data rules on and no scheme granted returns nothing', () => {
    const user = holderOf([]);
    expect(scopeOf(user)).toEqual({ sql: '1 = 0', params: [] });
    expect(visible(scopeOf(user))).toEqual([]);
    expect(dataScope(app.db, sessionFor(user), 'no.such.page', COLUMNS).sql).toBe('1 = 0');
  });

  it('gives everything for an all-data scheme', () => {
    const user = holderOf([createScheme(app, page, [], true)]);
    expect(scopeOf(user).sql).toBe('1 = 1');
  });

  it('ignores schemes the user is not granted, and disabled ones', () => {
    const granted = createScheme(app, page, [], true);
    app.db.prepare('UPDATE module_data_schemes SET enabled_mark = 0 WHERE id = ?').run(granted);
    const user = holderOf([granted]);
    createScheme(app, page, [], true); // exists but not granted
    expect(scopeOf(user).sql).toBe('1 = 0');
  });

  it('resolves the current organisation and its whole subtree with a recursive query', () => {
    const rule = createDataRule(app, page, 'organizeId', '==', '@organizationAndSuborganization');
    const user = holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: [rule] }])]);
    const scope = scopeOf(user);
    expect(scope.sql).toContain('WITH RECURSIVE');
    expect(scope.sql).not.toMatch(/LIKE/i);
    expect(visible(scope)).toEqual(sorted(inDept, inTeam));

    // The rules follow the current organisation: switching it moves the scope.
    app.db.prepare('UPDATE users SET organize_id = ? WHERE id = ?').run(team, user);
    expect(visible(scopeOf(user))).toEqual([inTeam]);
    app.db.prepare('UPDATE users SET organize_id = ? WHERE id = ?').run(company, user);
    expect(visible(scopeOf(user))).toEqual(sorted(inCompany, inDept, inTeam, inSibling));
  });

  it('resolves @organizeId, @userId, @positionId and @departmentId to the caller\'s own values', () => {
    const byOrg = holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: [createDataRule(app, page, 'organizeId', '==', '@organizeId')] }])]);
    expect(visible(scopeOf(byOrg))).toEqual([inDept]);
    const self = holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: [createDataRule(app, page, 'userId', '==', '@userId')] }])]);
    expect(visible(scopeOf(self), [self])).toEqual([self]);
    const position = createPosition(app, dept);
    app.db.prepare('UPDATE users SET position_id = ? WHERE id = ?').run(position, inTeam);
    const byPosition = holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: [createDataRule(app, page, 'positionId', '==', '@positionId')] }])], [dept], { positions: [position] });
    expect(visible(scopeOf(byPosition))).toEqual([inTeam]);
    const departmentRule = createDataRule(app, page, 'organizeId', '==', '@departmentId');
    const inCompanyHolder = holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: [departmentRule] }])], [company]);
    // A company is not a department: nothing.
    expect(visible(scopeOf(inCompanyHolder))).toEqual([]);
  });

  it('resolves @userAraSubordinates to the user and everyone below them', () => {
    const rule = createDataRule(app, page, 'userId', 'in', '@userAraSubordinates');
    const scheme = createScheme(app, page, [{ logic: 'and', ruleIds: [rule] }]);
    const boss = holderOf([scheme]);
    const report = createMember(app, { managerId: boss });
    const indirect = createMember(app, { managerId: report });
    const stranger = createMember(app);
    // A cycle in the data must not loop forever.
    app.db.prepare('UPDATE users SET manager_id = ? WHERE id = ?').run(indirect, boss);
    expect(visible(scopeOf(boss), [boss, report, indirect, stranger])).toEqual(sorted(boss, report, indirect));
  });

  it('compiles every operator with bound values', () => {
    const user = createMember(app, { organizations: [dept] });
    app.db.prepare("UPDATE users SET account = 'x%y', sort_code = 10 WHERE id = ?").run(user);
    app.db.prepare("UPDATE users SET account = 'xAy', sort_code = 9, position_id = ? WHERE id = ?").run(createPosition(app, team), inTeam);
    const only = (field: string, symbol: string, text: string, fieldType = 'varchar'): string[] =>
      visible(scopeOf(holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: [createDataRule(app, page, field, symbol, text, fieldType)] }])])), [user]);
    expect(only('organizeId', '==', team)).toEqual([inTeam]);
    expect(only('organizeId', '<>', dept)).toEqual(sorted(inCompany, inTeam, inSibling));
    expect(only('organizeId', 'in', `${team}, ${sibling}`)).toEqual(sorted(inTeam, inSibling));
    expect(only('organizeId', 'notIn', `${team},${sibling}`)).toEqual(sorted(inCompany, inDept, user));
    // % in the value is a literal, not a wildcard.
    expect(only('account', 'like', 'x%y')).toEqual([user]);
    expect(only('account', 'notLike', 'x%y')).not.toContain(user);
    expect(only('sortCode', '>', '9', 'int')).toEqual([user]);
    expect(only('sortCode', '>=', '9', 'int')).toEqual(sorted(user, inTeam));
    expect(only('sortCode', '<', '1', 'int')).toEqual(sorted(inCompany, inDept, inSibling));
    expect(only('sortCode', '<=', '9', 'int')).toEqual(sorted(inCompany, inDept, inSibling, inTeam));
    expect(only('positionId', 'null', '')).toEqual(sorted(inCompany, inDept, inSibling, user));
    expect(only('positionId', 'notNull', '')).toEqual([inTeam]);
    // Hostile text stays a value.
    expect(only('account', '==', "x' OR '1'='1")).toEqual([]);
    expect(only('account', 'unknownOperator', 'x')).toEqual([]);
  });

  it('joins a group\'s rules by its logic, groups by AND, and schemes by OR', () => {
    const inTeamRule = createDataRule(app, page, 'organizeId', '==', team);
    const inSiblingRule = createDataRule(app, page, 'organizeId', '==', sibling);
    const notMe = createDataRule(app, page, 'userId', '<>', inSibling);
    const either = createScheme(app, page, [{ logic: 'or', ruleIds: [inTeamRule, inSiblingRule] }]);
    expect(visible(scopeOf(holderOf([either])))).toEqual(sorted(inTeam, inSibling));
    const both = createScheme(app, page, [{ logic: 'or', ruleIds: [inTeamRule, inSiblingRule] }, { logic: 'and', ruleIds: [notMe] }]);
    expect(visible(scopeOf(holderOf([both])))).toEqual([inTeam]);
    const teamOnly = createScheme(app, page, [{ logic: 'and', ruleIds: [inTeamRule] }]);
    const siblingOnly = createScheme(app, page, [{ logic: 'and', ruleIds: [inSiblingRule] }]);
    expect(visible(scopeOf(holderOf([teamOnly, siblingOnly])))).toEqual(sorted(inTeam, inSibling));
  });

  it('makes a scheme match nothing when its field is unknown to the query, its rule is gone or disabled, or its JSON is malformed', () => {
    const salary = createDataRule(app, page, 'salary', '>', '0');
    const unknownField = createScheme(app, page, [{ logic: 'and', ruleIds: [salary] }]);
    expect(visible(scopeOf(holderOf([unknownField])))).toEqual([]);
    // Next to a scheme that does compile, only that one counts.
    const teamOnly = createScheme(app, page, [{ logic: 'and', ruleIds: [createDataRule(app, page, 'organizeId', '==', team)] }]);
    expect(visible(scopeOf(holderOf([unknownField, teamOnly])))).toEqual([inTeam]);
    // A field missing from the columns map, even one the caller names with another case.
    expect(visible(scopeOf(holderOf([teamOnly]), { OrganizeId: 'u.organize_id' }))).toEqual([]);

    const disabled = createDataRule(app, page, 'organizeId', '==', team);
    app.db.prepare('UPDATE module_data_rules SET enabled_mark = 0 WHERE id = ?').run(disabled);
    expect(visible(scopeOf(holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: [disabled] }])])))).toEqual([]);
    expect(visible(scopeOf(holderOf([createScheme(app, page, [{ logic: 'and', ruleIds: ['no-such-rule'] }])])))).toEqual([]);
    const malformed = createScheme(app, page, []);
    for (const json of ['not json', '{}', '[{"logic":"xor","groups":[]}]', '[]']) {
      app.db.prepare('UPDATE module_data_schemes SET condition_json = ? WHERE id = ?').run(json, malformed);
      expect(visible(scopeOf(holderOf([malformed])))).toEqual([]);
    }
  });

  it('keeps two users\' scopes apart when their requests interleave', async () => {
    const rule = createDataRule(app, page, 'organizeId', '==', '@organizationAndSuborganization');
    const scheme = createScheme(app, page, [{ logic: 'and', ruleIds: [rule] }]);
    const teamUser = holderOf([scheme], [team]);
    const siblingUser = holderOf([scheme], [sibling]);
    const request = async (userId: string): Promise<string[]> => {
      const scope = scopeOf(userId);
      // Yield between building the scope and using it, as a request awaiting I/O would.
      await Promise.resolve();
      return visible(scope);
    };
    const order = Array.from({ length: 40 }, (_, index) => (index % 3 === 0 ? teamUser : siblingUser));
    const results = await Promise.all(order.map((userId) => request(userId)));
    results.forEach((result, index) => expect(result).toEqual(order[index] === teamUser ? [inTeam] : [inSibling]));
  });
});
