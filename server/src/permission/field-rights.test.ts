import type { FastifyInstance } from 'fastify';
import { moduleId } from '../db/seed/menus';
import { buildTestApp, closeTestApp } from '../testing';
import { createBareRole, createMember, grantItem, sessionFor, setModuleChecks } from '../testing/permission';
import { dropUnwritable, stripInvisible, visibleColumns, writableFields } from './field-rights';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
const PAGE = 'systemData.dictionary';
const page = moduleId(PAGE);

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});

afterAll(async () => {
  await closeTestApp(app);
});

const itemId = (table: string, code: string): string =>
  (app.db.prepare(`SELECT id FROM ${table} WHERE module_id = ? AND en_code = ?`).get(page, code) as { id: string }).id;

describe('field rights', () => {
  it('are "all" when the page does not check that kind, and for administrators', () => {
    const user = createMember(app);
    expect(visibleColumns(app.db, sessionFor(user), PAGE)).toBe('all');
    expect(writableFields(app.db, sessionFor(user), PAGE)).toBe('all');
    setModuleChecks(app, page, { columns: true, forms: true });
    expect(visibleColumns(app.db, sessionFor(user, true), PAGE)).toBe('all');
    setModuleChecks(app, page, { columns: false, forms: false });
  });

  it('list the granted, enabled columns and form fields when the page checks them', () => {
    setModuleChecks(app, page, { columns: true, forms: true });
    const role = createBareRole(app);
    const user = createMember(app, { roles: [role] });
    grantItem(app, 'Role', role, 'module', page);
    grantItem(app, 'Role', role, 'column', itemId('module_columns', 'fullName'));
    grantItem(app, 'Role', role, 'column', itemId('module_columns', 'enCode'));
    grantItem(app, 'Role', role, 'form', itemId('module_forms', 'description'));
    app.db.prepare('UPDATE module_columns SET enabled_mark = 0 WHERE id = ?').run(itemId('module_columns', 'enCode'));
    expect(visibleColumns(app.db, sessionFor(user), PAGE)).toEqual(new Set(['fullName']));
    expect(writableFields(app.db, sessionFor(user), PAGE)).toEqual(new Set(['description']));
    expect(visibleColumns(app.db, sessionFor(user), 'no.such.page')).toEqual(new Set());
  });

  it('strip what may not be seen or written', () => {
    const rows = [{ id: '1', fullName: 'a', enCode: 'b', secret: 'c' }];
    expect(stripInvisible(rows, new Set(['fullName']))).toEqual([{ id: '1', fullName: 'a' }]);
    expect(stripInvisible(rows, 'all')).toEqual(rows);
    expect(dropUnwritable({ id: '1', fullName: 'a', enCode: 'b' }, new Set(['enCode']))).toEqual({ id: '1', enCode: 'b' });
  });
});
