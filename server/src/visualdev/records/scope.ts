import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { EVERYTHING, NOTHING, type SqlFragment } from '../../permission/data-rules';
import { dataScope, type DataScopeColumns } from '../../permission/data-scope';
import { quote } from '../identifiers';
import type { CompiledModel } from '../model';
import type { RuntimeModule } from '../runtime-model';
import { SYSTEM_COLUMNS } from './repository';

/** The fields data rules of the module's menu may name, as columns of the main table. */
export function scopeColumns(model: CompiledModel): DataScopeColumns {
  const columns: DataScopeColumns = { id: 't."id"' };
  for (const [name, column] of Object.entries(SYSTEM_COLUMNS)) columns[name] = `t.${quote(column)}`;
  for (const field of model.main.fields) columns[field.vModel] = `t.${quote(field.vModel)}`;
  return columns;
}

/**
 * The caller's data rules over another module's records, as shown through a link (关联表单, its
 * attributes, popup rows read from that module's table): the rules of that module's menu, exactly
 * as its own list applies them. A module whose menu is gone is read by administrators only.
 */
export function linkedScope(db: Db, session: Session, runtime: RuntimeModule): SqlFragment {
  if (session.isAdministrator) return EVERYTHING;
  const page = runtime.released.menuCode;
  if (page === null) return NOTHING;
  return dataScope(db, session, page, scopeColumns(runtime.model));
}
