import { TEST_KDF } from '../../testing';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from '../seed';
import { FLOW_CATEGORY_TYPE_ID } from './0036-flow-categories';
import { freshDatabasePerTest } from '../../testing/fresh-db';

const freshDb = freshDatabasePerTest('atrium-0036-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

const items = () => db.prepare('SELECT en_code AS code, full_name AS name, enabled_mark AS enabled FROM dictionary_data WHERE dictionary_type_id = ? ORDER BY sort_code').all(FLOW_CATEGORY_TYPE_ID);

it('0036 adds the 流程分类 dictionary under 业务字典 and moves flows and tasks from category names to codes', async () => {
  migrate(db, migrations.filter((migration) => migration.version < 36));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  // What the first seed wrote: the name, not a code.
  db.prepare(`UPDATE flow_engine SET category = '人事'`).run();
  db.prepare(`INSERT INTO flow_task (id, flow_id, flow_version, flow_name, flow_code, flow_category, full_name, form_type, form_id, form_data, status, creator_user_id, creator_time)
    SELECT 't1', id, 1, full_name, en_code, '财务', '一个任务', 1, 'leaveApply', '{}', 2, creator_user_id, 1 FROM flow_engine LIMIT 1`).run();

  migrate(db);
  expect(items()).toEqual([
    { code: 'hr', name: '人事', enabled: 1 },
    { code: 'finance', name: '财务', enabled: 1 },
    { code: 'administration', name: '行政', enabled: 1 },
    { code: 'business', name: '业务', enabled: 1 },
    { code: 'other', name: '其他', enabled: 1 },
  ]);
  expect(db.prepare(`SELECT t.en_code AS code, p.en_code AS parent FROM dictionary_types t JOIN dictionary_types p ON p.id = t.parent_id WHERE t.id = ?`).get(FLOW_CATEGORY_TYPE_ID))
    .toEqual({ code: 'WorkFlowCategory', parent: 'businessDictionary' });
  expect(db.prepare('SELECT DISTINCT category FROM flow_engine').all()).toEqual([{ category: 'hr' }]);
  expect(db.prepare(`SELECT flow_category AS category FROM flow_task WHERE id = 't1'`).get()).toEqual({ category: 'finance' });
});

it('0036 on a new database: the seeded dictionary and the seeded flow in 人事', async () => {
  migrate(db);
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  expect(items()).toHaveLength(5);
  expect(db.prepare(`SELECT category FROM flow_engine WHERE en_code = 'leaveApproval'`).get()).toEqual({ category: 'hr' });
});
