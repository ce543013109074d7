import { TEST_KDF } from '../../testing';
import type { Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from '../seed';
import { freshDatabasePerTest } from '../../testing/fresh-db';

const freshDb = freshDatabasePerTest('atrium-0026-');
let db: Db;
beforeEach(() => {
  db = freshDb();
});

it('0026 keeps every chat record, its seq and its keyword index, and then takes file messages', async () => {
  migrate(db, migrations.filter((migration) => migration.version < 26));
  await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
  const [a, b] = (db.prepare('SELECT id FROM users ORDER BY account LIMIT 2').all() as { id: string }[]).map((row) => row.id);
  const insert = db.prepare(`INSERT INTO chat_records (seq, id, pair_key, send_user_id, receive_user_id, content_type, content, send_time, client_message_id, read_time)
    VALUES (?, ?, 'k', ?, ?, ?, ?, ?, ?, ?)`);
  insert.run(7, 'r7', a, b, 'text', 'quarterly numbers', 1, 'c7', null);
  insert.run(9, 'r9', b, a, 'image', '{"path":"/api/file/Image/IM/0123456789abcdef0123456789abcdef.png"}', 2, null, 5);
  expect(() => insert.run(10, 'r10', a, b, 'file', '{}', 3, null, null)).toThrow(/CHECK/);

  migrate(db);
  expect(db.prepare('SELECT seq, id, content_type, read_time, file_id FROM chat_records ORDER BY seq').all()).toEqual([
    { seq: 7, id: 'r7', content_type: 'text', read_time: null, file_id: null },
    { seq: 9, id: 'r9', content_type: 'image', read_time: 5, file_id: null },
  ]);
  const search = db.prepare(`SELECT rowid FROM chat_records_fts WHERE chat_records_fts MATCH ?`);
  expect(search.all('"numbers"')).toEqual([{ rowid: 7 }]);
  insert.run(null, 'r11', a, b, 'file', '{"fileId":"1","name":"a.pdf"}', 4, null, null);
  expect(db.prepare(`SELECT seq FROM chat_records WHERE id = 'r11'`).get()).toEqual({ seq: 10 });
  db.prepare(`INSERT INTO chat_records (id, pair_key, send_user_id, receive_user_id, content_type, content, send_time) VALUES ('r12', 'k', ?, ?, 'text', 'budget plans', 5)`).run(a, b);
  expect(search.all('"budget"')).toHaveLength(1);
  expect(() => db.prepare(`UPDATE chat_records SET content_type = 'sticker' WHERE id = 'r7'`).run()).toThrow(/CHECK/);
});
