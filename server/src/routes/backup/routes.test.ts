import { existsSync, openSync, readFileSync, readdirSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { backupManagerOf } from '../../backup/plugin';
import { insertBackup } from '../../backup/repository';
import { newBackupFileName, onlineBackup } from '../../backup/service';
import { newId } from '../../db/ids';
import { migrations } from '../../db/migrate';
import { schedulerOf } from '../../schedule/plugin';
import { LogCategory } from '../../system-log/categories';
import { backfillGrams } from '../../system-log/grams';
import { listLogs, queryOf } from '../../system-log/repository';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { freshLeave } from '../visualdev/test-fixtures';
import { backupRoutes } from './routes';
import { currentUserRoutes } from '../current-user/routes';
import { scheduleTaskRoutes } from '../schedule-task/routes';
import { sysConfigRoutes } from '../sys-config/routes';
import { visualdevRoutes } from '../visualdev/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [backupRoutes, currentUserRoutes, scheduleTaskRoutes, sysConfigRoutes, visualdevRoutes];

interface Row { id: string; fileName: string; fileSize: number; kind: string; schemaVersion: number; creatorTime: number; creatorUser: string }

const CURRENT = Math.max(...migrations.map((migration) => migration.version));

let app: FastifyInstance;
let admin: string;
let viewer: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});
afterAll(async () => closeTestApp(app));

const dir = () => backupManagerOf(app).dir;
const count = (sql: string, ...args: unknown[]) => (app.db.prepare(sql).get(...args) as { n: number }).n;
const backupCount = () => count('SELECT COUNT(*) AS n FROM data_backups');
const userExists = (id: string) => count('SELECT COUNT(*) AS n FROM users WHERE id = ?', id) === 1;
const create = async (description = '') => {
  const answer = await call<Row>(app, 'POST', '/api/system/DataBackup', { token: admin, body: { description } });
  expect(answer).toMatchObject({ code: 200, msg: '备份成功' });
  return answer.data;
};
const restore = (id: string, body: object = { confirm: true }) =>
  call<{ safetyBackup: Row }>(app, 'POST', `/api/system/DataBackup/${id}/Actions/Restore`, { token: admin, body });

/** Registers a file put into the backups folder by hand, as a listed backup. */
function register(fill: (file: string) => void): string {
  const fileName = newBackupFileName(Date.now());
  fill(path.join(dir(), fileName));
  const id = newId();
  insertBackup(app.db, { id, fileName, fileSize: statSync(path.join(dir(), fileName)).size, kind: 'manual', schemaVersion: CURRENT, description: '', creatorUserId: null, creatorTime: Date.now() });
  return id;
}

describe('/api/system/DataBackup', () => {
  it('refuses a viewer on every call', async () => {
    const backup = await create();
    const calls: [('GET' | 'POST' | 'DELETE'), string][] = [
      ['GET', '/api/system/DataBackup'],
      ['POST', '/api/system/DataBackup'],
      ['GET', '/api/system/DataBackup/Actions/Progress'],
      ['DELETE', `/api/system/DataBackup/${backup.id}`],
      ['GET', `/api/system/DataBackup/${backup.id}/Actions/Download`],
      ['POST', `/api/system/DataBackup/${backup.id}/Actions/Restore`],
    ];
    for (const [method, url] of calls) {
      const answer = await call(app, method, url, { token: viewer, ...(method === 'POST' ? { body: { confirm: true } } : {}) });
      expect([url, answer.code]).toEqual([url, 403]);
    }
    expect(existsSync(path.join(dir(), backup.fileName))).toBe(true);
    expect(count('SELECT COUNT(*) AS n FROM data_backups WHERE kind = ?', 'safety')).toBe(0);
  });

  it('creates a backup under a generated name in the data folder, lists it and serves it through a short-lived link', async () => {
    const backup = await create('before the upgrade');
    expect(backup.fileName).toMatch(/^atrium-\d{8}-\d{6}-[0-9a-f]{8}\.db$/);
    expect(dir()).toBe(path.join(path.dirname(app.config.dbFile), 'backups'));
    expect(statSync(path.join(dir(), backup.fileName)).size).toBe(backup.fileSize);
    expect(readdirSync(dir()).some((name) => name.endsWith('.part'))).toBe(false);
    // The server's connection left checkpoints to the backup's worker while it ran, and has them back.
    expect(app.db.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    const listed = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', '/api/system/DataBackup?keyword=upgrade', { token: admin });
    expect(listed.data.list.map((row) => row.id)).toEqual([backup.id]);
    expect(listed.data.list[0]).toMatchObject({ kind: 'manual', schemaVersion: CURRENT, creatorUser: expect.any(String) });

    const link = await call<{ url: string }>(app, 'GET', `/api/system/DataBackup/${backup.id}/Actions/Download`, { token: admin });
    const download = await app.inject({ method: 'GET', url: link.data.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(backup.fileName);
    expect(download.rawPayload.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(download.rawPayload.length).toBe(backup.fileSize);
    const tampered = link.data.url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(JSON.parse((await app.inject({ method: 'GET', url: tampered })).body)).toMatchObject({ code: 400 });

    expect(await call(app, 'DELETE', `/api/system/DataBackup/${backup.id}`, { token: admin })).toMatchObject({ code: 200 });
    expect(existsSync(path.join(dir(), backup.fileName))).toBe(false);
    expect(JSON.parse((await app.inject({ method: 'GET', url: link.data.url })).body)).toMatchObject({ code: 400 });
  });

  it('the safety backup (SQLite\'s online backup) stays consistent while rows are written between its steps, through this and another connection', async () => {
    app.db.exec('CREATE TABLE IF NOT EXISTS backup_probe (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)');
    const insert = app.db.prepare('INSERT INTO backup_probe (payload) VALUES (?)');
    app.db.transaction(() => { for (let i = 0; i < 3000; i += 1) insert.run('x'.repeat(300)); })();
    const other = new Database(app.config.dbFile);
    other.pragma('busy_timeout = 5000');
    const otherInsert = other.prepare('INSERT INTO backup_probe (payload) VALUES (?)');
    const target = path.join(dir(), 'probe.db');
    let steps = 0;
    try {
      const result = await onlineBackup(app.db, target, {
        pagesPerStep: 8,
        onStep: () => {
          steps += 1;
          insert.run(`same ${steps}`);
          app.db.prepare('UPDATE backup_probe SET payload = ? WHERE id = 1').run(`step ${steps}`);
          // Another connection's writes restart the copy; a few of them, then it must finish.
          if (steps <= 3) otherInsert.run(`other ${steps}`);
        },
      });
      expect(result.steps).toBeGreaterThan(20);
    } finally {
      other.close();
    }
    const copy = new Database(target, { readonly: true });
    try {
      expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const live = app.db.prepare('SELECT COUNT(*) AS n, MAX(id) AS last FROM backup_probe').get();
      // Every row written before the last step is in the copy, including the other connection's.
      expect(copy.prepare('SELECT COUNT(*) AS n, MAX(id) AS last FROM backup_probe').get()).toEqual(live);
      expect(copy.prepare("SELECT COUNT(*) AS n FROM backup_probe WHERE payload LIKE 'other %'").get()).toEqual({ n: 3 });
      expect(copy.prepare('SELECT payload FROM backup_probe WHERE id = 1').get()).toEqual({ payload: `step ${steps}` });
    } finally {
      copy.close();
    }
  });

  it('a backup through the API is one consistent snapshot while transactions commit during it (the event loop stays free)', async () => {
    app.db.exec("CREATE TABLE IF NOT EXISTS backup_accounts (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL); DELETE FROM backup_accounts; INSERT INTO backup_accounts VALUES (1, 1000), (2, 0)");
    const move = app.db.transaction((amount: number) => {
      app.db.prepare('UPDATE backup_accounts SET balance = balance - ? WHERE id = 1').run(amount);
      app.db.prepare('UPDATE backup_accounts SET balance = balance + ? WHERE id = 2').run(amount);
    });
    let moves = 0;
    let running = true;
    const writer = (async () => {
      while (running) {
        move(1);
        moves += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = await create();
    running = false;
    await writer;
    // Transactions went on while the backup ran: it does not hold the event loop.
    expect(moves).toBeGreaterThan(5);
    const copy = new Database(path.join(dir(), backup.fileName), { readonly: true });
    try {
      expect(copy.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const rows = copy.prepare('SELECT balance FROM backup_accounts ORDER BY id').all() as { balance: number }[];
      // Never half a transfer: the two balances always add up.
      expect(rows.reduce((sum, row) => sum + row.balance, 0)).toBe(1000);
      expect(rows[1]?.balance).toBeLessThanOrEqual(moves);
    } finally {
      copy.close();
    }
  });

  it('refuses to restore a file that is not a database of this product, a damaged one or a newer one, touching nothing', async () => {
    const marker = await createUser(app);
    const good = await create();
    const goodFile = path.join(dir(), good.fileName);
    const notSqlite = register((file) => writeFileSync(file, 'name,amount\nacme,12\n'.repeat(200)));
    const foreign = register((file) => {
      const db = new Database(file);
      db.exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL); INSERT INTO invoices (total) VALUES (12.5)");
      db.close();
    });
    const damaged = register((file) => {
      writeFileSync(file, readFileSync(goodFile));
      const size = statSync(file).size;
      const fd = openSync(file, 'r+');
      // Garbage over pages in the middle of the file (b-tree pages of tables).
      for (let page = 3; page * 4096 < size - 4096; page += 7) writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, page * 4096);
      closeSync(fd);
    });
    const newer = register((file) => {
      writeFileSync(file, readFileSync(goodFile));
      const db = new Database(file);
      db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (999, 0)').run();
      db.close();
    });
    const before = backupCount();
    for (const [id, msg] of [[notSqlite, '不是本系统'], [foreign, '不是本系统'], [damaged, '已损坏'], [newer, '版本 999']] as const) {
      const answer = await restore(id);
      expect([msg, answer.code, answer.msg]).toEqual([msg, 400, expect.stringContaining(msg)]);
      expect(answer.msg).toContain(msg);
    }
    expect(await restore(good.id, { confirm: false })).toMatchObject({ code: 400, msg: '请确认还原：备份时间之后写入的数据将被替换' });
    expect(await restore(good.id, {})).toMatchObject({ code: 400 });
    // Nothing touched: no safety backup, the data as it was, no work files left.
    expect(backupCount()).toBe(before);
    expect(userExists(marker.id)).toBe(true);
    expect(readdirSync(dir()).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  });

  it('restores the data of a backup while the server keeps answering; a safety backup keeps what came after', async () => {
    const kept = await createUser(app);
    const backup = await create();
    const later = await createUser(app);
    app.db.prepare('DELETE FROM users WHERE id = ?').run(kept.id);
    const logsBefore = count('SELECT COUNT(*) AS n FROM system_logs');

    const [answer, ...others] = await Promise.all([
      restore(backup.id),
      call(app, 'GET', '/api/permission/Users/Current/BaseInfo', { token: admin }),
      call(app, 'GET', '/api/system/DataBackup', { token: admin }),
      call(app, 'GET', '/api/system/SysConfig', { token: viewer }),
    ]);
    expect(answer).toMatchObject({ code: 200, msg: '还原成功' });
    for (const other of others) expect(other.code).toBe(200);
    expect(userExists(kept.id)).toBe(true);
    expect(userExists(later.id)).toBe(false);
    // Still signed in (sessions are kept), the list still has every backup plus the safety one.
    const list = await call<{ list: Row[] }>(app, 'GET', '/api/system/DataBackup?pageSize=100', { token: admin });
    expect(list.code).toBe(200);
    const safety = list.data.list.find((row) => row.id === answer.data.safetyBackup.id);
    expect(safety?.kind).toBe('safety');
    expect(list.data.list.some((row) => row.id === backup.id)).toBe(true);
    expect((await call(app, 'GET', '/api/system/SysConfig', { token: viewer })).code).toBe(200);
    // The triggers are back, and the log's keyword index is filled again from the restored log.
    expect(count("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'trigger' AND name IN ('system_logs_grams_delete', 'chat_records_fts_insert')")).toBe(2);
    while (backfillGrams(app.db, 1000) === 1000);
    const newest = app.db.prepare('SELECT category, path FROM system_logs ORDER BY id DESC LIMIT 1').get() as { category: LogCategory; path: string };
    const found = { category: newest.category, keyword: newest.path };
    expect(queryOf(app.db, found).from).toContain('system_logs_grams');
    const likeCount = count(`SELECT COUNT(*) AS n FROM system_logs WHERE category = ${newest.category} AND (path LIKE '%${newest.path}%' OR user_name LIKE '%${newest.path}%')`);
    expect(listLogs(app.db, found, 20, 0).total).toBe(likeCount);
    expect(likeCount).toBeGreaterThan(0);
    expect(logsBefore).toBeGreaterThan(0);
    expect(app.db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    // The safety backup holds the data written after the backup's cut-off.
    const copy = new Database(path.join(dir(), answer.data.safetyBackup.fileName), { readonly: true });
    try {
      expect(copy.prepare('SELECT COUNT(*) AS n FROM users WHERE id = ?').get(later.id)).toEqual({ n: 1 });
    } finally {
      copy.close();
    }
    // And it can be restored in turn.
    expect(await restore(answer.data.safetyBackup.id)).toMatchObject({ code: 200 });
    expect(userExists(later.id)).toBe(true);
  });

  it('restores a released online-development module: its contentless keyword index is rebuilt from the restored records', async () => {
    const module = await freshLeave(app, admin);
    const ONLINE = `/api/visualdev/OnlineDev/${module.id}`;
    const titles = async (keyword: string): Promise<string[]> => {
      const answer = await call<{ list: { title: string }[] }>(app, 'POST', `${ONLINE}/List`, { token: admin, body: { keyword, pageSize: 500 } });
      expect(answer.code).toBe(200);
      return answer.data.list.map((row) => row.title).sort();
    };
    const created = await call<{ id: string }>(app, 'POST', ONLINE, { token: admin, body: { title: '出差北京', days: 1 } });
    expect(created.code).toBe(200);
    const backup = await create();
    // After the backup: the record is renamed and another is added; the index follows both.
    expect((await call(app, 'PUT', `${ONLINE}/${created.data.id}`, { token: admin, body: { title: '年假', days: 1 } })).code).toBe(200);
    expect((await call(app, 'POST', ONLINE, { token: admin, body: { title: '年会', days: 1 } })).code).toBe(200);
    expect(await titles('出差')).toEqual([]);

    expect(await restore(backup.id)).toMatchObject({ code: 200, msg: '还原成功' });
    // Keywords of one or two characters are answered by the index alone: a stale index would show the renamed title.
    expect(await titles('出差')).toEqual(['出差北京']);
    expect(await titles('北')).toEqual(['出差北京']);
    expect(await titles('年')).toEqual([]);
    // Saves after the restore keep the index current.
    expect((await call(app, 'POST', ONLINE, { token: admin, body: { title: '年终', days: 1 } })).code).toBe(200);
    expect(await titles('年')).toEqual(['年终']);
    expect(app.db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
  });

  it('the scheduled-task action backupDatabase backs up and keeps the newest keepCount scheduled backups', async () => {
    const action = schedulerOf(app).actions.find('backupDatabase');
    expect(action).toBeDefined();
    const run = () => action!.run({ app, db: app.db, params: { keepCount: 2 }, now: Date.now(), signal: new AbortController().signal });
    for (let i = 0; i < 3; i += 1) expect(await run()).toMatch(/^atrium-.*\.db \d+ bytes/);
    const scheduled = app.db.prepare("SELECT file_name FROM data_backups WHERE kind = 'schedule'").all() as { file_name: string }[];
    expect(scheduled).toHaveLength(2);
    for (const row of scheduled) expect(existsSync(path.join(dir(), row.file_name))).toBe(true);
    const selector = await call<{ list: { id: string }[] }>(app, 'GET', '/api/system/ScheduleTask/Actions/Selector', { token: admin });
    expect(JSON.stringify(selector.data)).toContain('backupDatabase');
  });
});
