import type { Db } from '../connection';
import { menuTranslationSql } from './menu-translations';
import { generatePassword, hashPassword, md5Hex, type KdfParams } from '../../auth/password';
import { insertAnalysisPortals } from './analysis-portals';
import { insertAreas } from './areas';
import { insertBillRules } from './bill-rules';
import { insertDictionaries } from './dictionaries';
import { insertGroups } from './groups';
import { insertMenus } from './menus';
import { SEED_USERS, insertPeople } from './organization';
import { insertSeedPhones } from './phones';
import { insertPortals } from './portals';
import { insertPrintTemplates } from './print-templates';
import { insertSysConfig } from './sys-config';
import { insertDemoProjects } from './table-examples';
import { insertWorkflowSamples } from './workflow';

export interface SeedReport {
  /** True when this start seeded an empty database. */
  seeded: boolean;
  accounts: string[];
  /** The password generated for the seed accounts, when none was configured; shown once. */
  generatedPassword: string | null;
}

const SEEDED_KEY = 'seededAt';

function isSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM app_meta WHERE key = ?').get(SEEDED_KEY) !== undefined;
}

/**
 * Seeds an empty database once, in one transaction. Password hashes are computed
 * before the transaction because scrypt is asynchronous and SQLite transactions
 * in better-sqlite3 are synchronous.
 */
export async function seedIfEmpty(
  db: Db,
  options: { password: string | null; kdf: KdfParams; now: number },
): Promise<SeedReport> {
  const accounts = SEED_USERS.map((user) => user.account);
  if (isSeeded(db)) return { seeded: false, accounts, generatedPassword: null };

  const password = options.password ?? generatePassword();
  const md5 = md5Hex(password);
  const hashes = new Map(
    await Promise.all(accounts.map(async (account) => [account, await hashPassword(md5, options.kdf)] as const)),
  );

  const seeded = db.transaction((): boolean => {
    // Another process may have seeded while we were hashing.
    if (isSeeded(db)) return false;
    insertSysConfig(db);
    insertMenus(db);
    // A database migrated only part way (a migration's own test) has no translation tables yet;
    // migration 28 then adds the translations when it runs.
    if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'module_translations'").get()) db.exec(menuTranslationSql());
    insertPeople(db, hashes, options.now);
    insertGroups(db, options.now);
    insertSeedPhones(db);
    insertDictionaries(db, options.now);
    insertBillRules(db, options.now);
    insertAreas(db, options.now);
    insertPrintTemplates(db, options.now);
    insertWorkflowSamples(db, options.now);
    insertDemoProjects(db, options.now);
    insertPortals(db, options.now);
    insertAnalysisPortals(db, options.now);
    db.prepare('INSERT INTO app_meta (key, value) VALUES (?, ?)').run(SEEDED_KEY, String(options.now));
    return true;
  }).immediate();

  return { seeded, accounts, generatedPassword: seeded && options.password === null ? password : null };
}
