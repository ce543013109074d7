import type { Db } from '../db/connection';
import { badRequest, notFound } from '../plugins/errors';
import { compileModel } from './compile';
import { menuAudience, syncMenu } from './menu-repository';
import type { CompiledModel } from './model';
import { syncKeywordIndex } from './records/keyword-index';
import { checkReferences } from './references';
import { claimTable, findModule, listReleases, recordRelease, restoreDraft, tableOwner } from './repository';
import { planMigration, stepSql, tableExists } from './schema-plan';

/** Releases kept per module for rollback (the one in force included). */
export const RELEASES_KEPT = 10;

export interface ReleaseInput {
  id: string;
  userId: string;
  now: number;
  /** The directory the menu goes under; null keeps the current one (在线开发 for a first release). */
  parentId: string | null;
}

export interface ReleaseResult {
  version: number;
  menuId: string;
  /** Users whose menus changed: they get the socket `refresh` once the transaction has committed. */
  audience: Set<string>;
}

/** The model of the version in force, or null; a version that no longer compiles counts as none (everything is checked). */
function previousModel(formData: string | null, columnData: string | null, tables: string | null): CompiledModel | null {
  if (formData === null) return null;
  try {
    return compileModel({ formData, columnData, tables });
  } catch {
    return null;
  }
}

/**
 * Makes the draft the version in force, in one IMMEDIATE transaction: the whole model is checked,
 * the tables it needs are created or migrated (planned against the live tables), its menu and
 * resources are created or updated and the release is recorded. Any refusal rolls all of it back.
 * Record writes take the same write lock, so a release never interleaves with a save: a save
 * either committed before (its row is migrated with the rest) or starts after (and reads the new
 * model inside its own transaction).
 */
export function releaseModule(db: Db, input: ReleaseInput): ReleaseResult {
  return db.transaction(() => {
    const module = findModule(db, input.id);
    if (!module) throw notFound('entityVisualDev');
    const model = compileModel({ formData: module.formData, columnData: module.columnData, tables: module.tables });
    if (!model || (model.main.fields.length === 0 && model.children.length === 0)) throw badRequest('vdFormEmpty');
    checkReferences(db, model);
    for (const table of [model.main, ...model.children]) {
      const owner = tableOwner(db, table.physical);
      if (owner && owner.id !== module.id) throw badRequest('vdTableTaken', { table: table.table, name: owner.fullName });
      if (!owner && tableExists(db, table.physical)) throw badRequest('vdTableExists', { table: table.table });
    }
    const previous = previousModel(module.releasedFormData, module.releasedColumnData, module.releasedTables);
    for (const step of planMigration(db, model, previous)) db.exec(stepSql(step));
    syncKeywordIndex(db, model, previous);
    for (const table of [model.main, ...model.children]) claimTable(db, table.physical, module.id, table.kind);
    const menuId = syncMenu(db, {
      visualdevId: module.id,
      enCode: module.enCode,
      fullName: module.fullName,
      sortCode: module.sortCode,
      parentId: input.parentId,
      currentMenuId: module.menuId,
    }, model);
    const version = recordRelease(db, {
      id: module.id,
      formData: module.formData as string,
      columnData: module.columnData,
      tables: module.tables,
      userId: input.userId,
      now: input.now,
      menuId,
      keep: RELEASES_KEPT,
    });
    return { version, menuId, audience: menuAudience(db, menuId) };
  }).immediate();
}

/** Rollback: an earlier release's JSON becomes the draft and is released again, with the same checks (one transaction). */
export function rollbackModule(db: Db, input: ReleaseInput & { version: number }): ReleaseResult {
  return db.transaction(() => {
    const release = listReleases(db, input.id).find((row) => row.version === input.version);
    if (!findModule(db, input.id)) throw notFound('entityVisualDev');
    if (!release) throw badRequest('vdVersionNotFound', { version: input.version });
    restoreDraft(db, input.id, release, input.userId, input.now);
    return releaseModule(db, input);
  }).immediate();
}
