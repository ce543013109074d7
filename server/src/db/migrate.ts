import type { Db } from './connection';
import * as initial from './migrations/0001-initial';
import * as billRulesAreas from './migrations/0002-bill-rules-areas';
import * as messages from './migrations/0003-messages';
import * as columnSettings from './migrations/0004-column-settings';
import * as systems from './migrations/0005-systems';
import * as profile from './migrations/0006-profile';
import * as signInPaths from './migrations/0007-sign-in-paths';
import * as messageCenter from './migrations/0008-message-center';
import * as chat from './migrations/0010-chat';
import * as searchIndex from './migrations/0011-search-index';
import * as loginThrottle from './migrations/0012-login-throttle';
import * as verifiedPhones from './migrations/0013-verified-phones-reset-password';
import * as permissionModel from './migrations/0014-permission-model';
import * as permissionEngine from './migrations/0015-permission-engine';
import * as organizeProperty from './migrations/0016-organize-property';
import * as userImport from './migrations/0017-user-import';
import * as dictionaryImport from './migrations/0018-dictionary-import';
import * as deploy from './migrations/0019-deploy';
import * as deployMenu from './migrations/0020-deploy-menu';
import * as fileStore from './migrations/0021-file-store';
import * as printTemplates from './migrations/0022-print-templates';
import * as visualdev from './migrations/0023-visualdev';
import * as dataInterface from './migrations/0024-data-interface';
import * as systemLog from './migrations/0025-system-log';
import * as chatFiles from './migrations/0026-chat-files';
import * as scheduleTasks from './migrations/0027-schedule-tasks';
import * as menuTranslations from './migrations/0028-menu-translations';
import * as backupInterfaceAuth from './migrations/0029-backup-interface-auth';
import * as commonWords from './migrations/0030-common-words';
import * as noticeCategoryExpiry from './migrations/0031-notice-category-expiry';
import * as workflow from './migrations/0032-workflow';
import * as dataSources from './migrations/0033-data-sources';
import * as languageMapsThirdSync from './migrations/0034-language-maps-third-sync';
import * as visualdevRecordFiles from './migrations/0035-visualdev-record-files';
import * as flowCategories from './migrations/0036-flow-categories';
import * as systemLogGrams from './migrations/0038-system-log-grams';
import * as systemLogGramsCategory from './migrations/0039-system-log-grams-category';
import * as menuGeneration from './migrations/0041-menu-generation';
import * as systemLogOneKeywordIndex from './migrations/0042-system-log-one-keyword-index';
import * as tableExamples from './migrations/0043-table-examples';
import * as portals from './migrations/0044-portals';
import * as analysisPortals from './migrations/0045-analysis-portals';

interface Migration {
  version: number;
  sql: string;
}

// Migrations are TS strings rather than .sql files so that tsc ships them with the build.
// Append new ones with the next number; never edit one that has been released.
export const migrations: readonly Migration[] = [
  { version: 1, sql: initial.sql },
  { version: 2, sql: billRulesAreas.sql },
  { version: 3, sql: messages.sql },
  { version: 4, sql: columnSettings.sql },
  { version: 5, sql: systems.sql },
  { version: 6, sql: profile.sql },
  { version: 7, sql: signInPaths.sql },
  { version: 8, sql: messageCenter.sql },
  { version: 10, sql: chat.sql },
  { version: 11, sql: searchIndex.sql },
  { version: 12, sql: loginThrottle.sql },
  { version: 13, sql: verifiedPhones.sql },
  { version: 14, sql: permissionModel.sql },
  { version: 15, sql: permissionEngine.sql },
  { version: 16, sql: organizeProperty.sql },
  { version: 17, sql: userImport.sql },
  { version: 18, sql: dictionaryImport.sql },
  { version: 19, sql: deploy.sql },
  { version: 20, sql: deployMenu.sql },
  { version: 21, sql: fileStore.sql },
  { version: 22, sql: printTemplates.sql },
  { version: 23, sql: visualdev.sql },
  { version: 24, sql: dataInterface.sql },
  { version: 25, sql: systemLog.sql },
  { version: 26, sql: chatFiles.sql },
  { version: 27, sql: scheduleTasks.sql },
  { version: 28, sql: menuTranslations.sql },
  { version: 29, sql: backupInterfaceAuth.sql },
  { version: 30, sql: commonWords.sql },
  { version: 31, sql: noticeCategoryExpiry.sql },
  { version: 32, sql: workflow.sql },
  { version: 33, sql: dataSources.sql },
  { version: 34, sql: languageMapsThirdSync.sql },
  { version: 35, sql: visualdevRecordFiles.sql },
  { version: 36, sql: flowCategories.sql },
  { version: 38, sql: systemLogGrams.sql },
  { version: 39, sql: systemLogGramsCategory.sql },
  { version: 41, sql: menuGeneration.sql },
  { version: 42, sql: systemLogOneKeywordIndex.sql },
  { version: 43, sql: tableExamples.sql },
  { version: 44, sql: portals.sql },
  { version: 45, sql: analysisPortals.sql },
];

/**
 * Applies every migration not yet recorded, each in its own transaction, in version order.
 * Versions are checked one by one rather than against the highest applied: branches developed in
 * parallel land with their numbers out of order, and a database that already ran a later one must
 * still get the earlier one. Returns the highest applied version.
 */
export function migrate(db: Db, list: readonly Migration[] = migrations): number {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
  const rows = db.prepare('SELECT version FROM schema_version').all() as { version: number }[];
  const applied = new Set(rows.map((row) => row.version));
  for (const migration of [...list].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, ?)').run(migration.version, Date.now());
    })();
    applied.add(migration.version);
  }
  return Math.max(0, ...applied);
}
