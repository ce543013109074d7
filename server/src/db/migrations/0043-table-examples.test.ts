import { TEST_KDF } from '../../testing';
import { freshDatabasePerTest } from '../../testing/fresh-db';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from '../seed';
import { DEMO_PROJECTS, demoProjectId, demoProjectsSql } from '../seed/table-examples';

const freshDb = freshDatabasePerTest('atrium-0043-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

const count = (table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const postilCount = DEMO_PROJECTS.reduce((sum, project) => sum + project.postils.length, 0);
const row = (code: string) => db.prepare(`SELECT e.project_code AS code, d.en_code AS type, e.registrant, e.creator_user_id AS creator,
    e.cost_amount_cents AS cost, e.tunes_amount_cents AS tunes, e.projected_income_cents AS income, e.sign, e.interaction_date AS due, e.register_date AS registered
  FROM table_examples e JOIN dictionary_data d ON d.id = e.project_type WHERE e.project_code = ?`).get(code);

it('0043 fills the table of a database seeded before it existed, with the admin as registrant', async () => {
  migrate(db, migrations.filter((migration) => migration.version < 43));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  migrate(db);
  expect(count('table_examples')).toBe(DEMO_PROJECTS.length);
  expect(count('table_example_postils')).toBe(postilCount);
  const adminId = (db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
  expect(row('XM-2026-001')).toMatchObject({
    code: 'XM-2026-001', type: 'automobile', registrant: '管理员/admin', creator: adminId, cost: 128000000, tunes: 86500050, income: 210000000, sign: '1000000',
  });
  // Delivery dates are midnights in China (UTC+8), after registration.
  const first = row('XM-2026-001') as { due: number; registered: number };
  expect((first.due + 8 * 3_600_000) % 86_400_000).toBe(0);
  expect(first.due).toBeGreaterThan(first.registered);
  expect(row('XM-2026-010')).toMatchObject({ due: null });
});

it('0043 leaves out the projects whose type the database no longer has', async () => {
  migrate(db, migrations.filter((migration) => migration.version < 43));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  db.prepare(`DELETE FROM dictionary_data WHERE en_code = 'finance' AND dictionary_type_id = (SELECT id FROM dictionary_types WHERE en_code = 'IndustryType')`).run();
  migrate(db);
  expect(count('table_examples')).toBe(DEMO_PROJECTS.filter((project) => project.type !== 'finance').length);
});

it('on a new database the seed adds them, once', async () => {
  migrate(db);
  expect(count('table_examples')).toBe(0);
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: Date.UTC(2026, 0, 5) });
  expect(count('table_examples')).toBe(DEMO_PROJECTS.length);
  expect(count('table_example_postils')).toBe(postilCount);
  const newest = db.prepare('SELECT MAX(register_date) AS n FROM table_examples').get() as { n: number };
  expect(newest.n).toBeLessThan(Date.UTC(2026, 0, 5));
  // The statements never write a row twice (a project or comment that is there already is skipped).
  db.exec(demoProjectsSql(Date.UTC(2026, 5, 1)));
  expect(count('table_examples')).toBe(DEMO_PROJECTS.length);
  expect(count('table_example_postils')).toBe(postilCount);
  expect(db.prepare('SELECT id FROM table_examples WHERE project_code = ?').get('XM-2026-003')).toEqual({ id: demoProjectId('XM-2026-003') });
  // The apostrophe in a comment is quoted, not the end of a string.
  expect(db.prepare('SELECT postil_text AS text FROM table_example_postils WHERE example_id = ?').get(demoProjectId('XM-2026-003')))
    .toEqual({ text: "Waiting for the customer's sign-off on the test plan" });
});
