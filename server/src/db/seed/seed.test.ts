import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { md5Hex, verifyPassword } from '../../auth/password';
import { TEST_KDF } from '../../testing';
import { openDatabase, type Db } from '../connection';
import { migrate, migrations } from '../migrate';
import { seedIfEmpty } from './index';
import { ANALYSIS_MENU_TREE, DEPLOY_PAGE, MENU_TREE, moduleId, PRINT_DEV_PAGE, RESET_PASSWORD_BUTTON, USER_PAGE } from './menus';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-seed-test-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function freshDb(): Db {
  const db = openDatabase(path.join(dir, 'nested', 'atrium.db'));
  migrate(db);
  return db;
}

const count = (db: Db, table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('migrations', () => {
  it('apply once and record the schema version', () => {
    const db = freshDb();
    try {
      expect(migrate(db)).toBe(Math.max(...migrations.map((migration) => migration.version)));
      const versions = db.prepare('SELECT version FROM schema_version').all() as { version: number }[];
      expect(versions.map((row) => row.version)).toEqual(migrations.map((m) => m.version));
    } finally {
      db.close();
    }
  });

  it('roll back a failing migration completely', () => {
    const db = freshDb();
    try {
      const broken = [...migrations, { version: 99, sql: 'CREATE TABLE half_done (id TEXT); SELECT nonsense FROM nowhere;' }];
      expect(() => migrate(db, broken)).toThrow();
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
      expect(migrate(db)).toBe(Math.max(...migrations.map((migration) => migration.version)));
    } finally {
      db.close();
    }
  });
});

describe('seedIfEmpty', () => {
  it('seeds once with the configured password, then never again', async () => {
    const db = freshDb();
    try {
      const first = await seedIfEmpty(db, { password: 'Chosen-Passw0rd', kdf: TEST_KDF, now: 1 });
      expect(first).toEqual({ seeded: true, accounts: ['admin', 'zhangsan', 'lisi', 'wangwu', 'viewer'], generatedPassword: null });
      const admin = db.prepare("SELECT password_hash FROM users WHERE account = 'admin'").get() as { password_hash: string };
      expect(admin.password_hash).toMatch(/^scrypt\$4\$8\$1\$/);
      expect(await verifyPassword(md5Hex('Chosen-Passw0rd'), admin.password_hash)).toBe(true);
      const users = count(db, 'users');

      const second = await seedIfEmpty(db, { password: null, kdf: TEST_KDF, now: 2 });
      expect(second.seeded).toBe(false);
      expect(second.generatedPassword).toBeNull();
      expect(count(db, 'users')).toBe(users);
    } finally {
      db.close();
    }
  });

  it('generates a strong random password when none is configured and reports it once', async () => {
    const db = freshDb();
    try {
      const report = await seedIfEmpty(db, { password: null, kdf: TEST_KDF, now: 1 });
      expect(report.generatedPassword).toMatch(/^[A-Za-z0-9]{16}A9a!$/);
      const hashes = db.prepare('SELECT password_hash FROM users').all() as { password_hash: string }[];
      // Per-user salts: the same password never gives the same hash.
      expect(new Set(hashes.map((row) => row.password_hash)).size).toBe(hashes.length);
      for (const row of hashes) expect(await verifyPassword(md5Hex(report.generatedPassword ?? ''), row.password_hash)).toBe(true);
    } finally {
      db.close();
    }
  });

  it('gives every page menu the default buttons (the user page also 重置密码, 导出, 导入; the dictionary and print-template pages 导出, 导入) and the dictionary page its form fields', async () => {
    const db = freshDb();
    try {
      await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
      const pages = db.prepare('SELECT id FROM modules WHERE type IN (2, 3)').all() as { id: string }[];
      for (const page of pages) {
        const buttons = db.prepare('SELECT en_code FROM module_buttons WHERE module_id = ? ORDER BY sort_code').all(page.id) as { en_code: string }[];
        const extra = page.id === moduleId(USER_PAGE) ? [RESET_PASSWORD_BUTTON, 'btn_export', 'btn_import']
          : page.id === moduleId('systemData.dictionary') || page.id === moduleId(PRINT_DEV_PAGE) ? ['btn_export', 'btn_import'] : [];
        expect(buttons.map((b) => b.en_code)).toEqual(['btn_add', 'btn_edit', 'btn_remove', ...extra]);
      }
      const forms = db.prepare('SELECT COUNT(*) AS n FROM module_forms WHERE module_id = ?').get(moduleId('systemData.dictionary')) as { n: number };
      expect(forms.n).toBeGreaterThan(0);
      const urls = (db.prepare("SELECT url_address FROM modules WHERE url_address <> ''").all() as { url_address: string }[]).map((r) => r.url_address);
      expect(urls).toEqual(expect.arrayContaining(['systemData/dictionary', 'permission/userOnline', 'msgCenter/accountConfig/mail', 'workFlow/entrust', 'generator/flowForm', 'onlineDev/visualPortal', 'system/commonWords', 'model/demoModel']));
      expect(count(db, 'modules')).toBe(JSON.stringify([...MENU_TREE, ...ANALYSIS_MENU_TREE]).match(/"code":/g)?.length);
    } finally {
      db.close();
    }
  });

  it('grants 模块部署 to the administrator role only (the deploy API refuses everyone else)', async () => {
    const db = freshDb();
    try {
      await seedIfEmpty(db, { password: 'x', kdf: TEST_KDF, now: 1 });
      const holders = db.prepare(`SELECT r.en_code AS role FROM authorize a JOIN roles r ON r.id = a.object_id
        WHERE a.object_type = 'Role' AND a.item_type = 'module' AND a.item_id = ?`).all(moduleId(DEPLOY_PAGE));
      expect(holders).toEqual([{ role: 'admin' }]);
      const staffPages = db.prepare(`SELECT COUNT(*) AS n FROM authorize a JOIN roles r ON r.id = a.object_id
        WHERE r.en_code = 'staff' AND a.item_type = 'module'`).get() as { n: number };
      expect(staffPages.n).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });
});
