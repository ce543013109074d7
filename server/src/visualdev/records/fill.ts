import type { Db } from '../../db/connection';
import { badRequest } from '../../plugins/errors';
import { issueBillNumber } from '../../routes/bill-rule/repository';
import type { CompiledField, CompiledModel, CompiledTable } from '../model';
import type { Lookups } from './lookups';
import { writerContext } from './repository';
import type { CheckedRecord, Values } from './validate';
import { isEmpty } from './values';

export interface Writer {
  userId: string;
  now: number;
}

/**
 * The values the server fills itself, never taken from the client: who and when created and last
 * changed the record, the writer's organisation, department and position at creation, and bill
 * numbers. Numbers come from the bill-rule service inside the caller's transaction (a savepoint
 * of it): the counter is advanced under the write lock, so concurrent saves never share one, and
 * a save that fails later gives its number back with the rollback.
 */
export function fillServerValues(db: Db, model: CompiledModel, record: CheckedRecord, writer: Writer, creating: boolean, lookups?: Lookups): void {
  const context = writerContext(db, writer.userId);
  const fill = (table: CompiledTable, field: CompiledField, values: Values, isNew: boolean): void => {
    switch (field.fill) {
      case 'relationAttr': {
        // A stored related attribute copies the linked record's field as the writer may see it
        // (their data rules of its module), never the client's text.
        const attr = field.relationAttr;
        const link = attr ? table.fields.find((other) => other.vModel.toLowerCase() === attr.link.toLowerCase()) : undefined;
        const linked = link ? values[link.vModel] : null;
        values[field.vModel] = attr && link?.relation && lookups && typeof linked === 'string' && linked !== ''
          ? lookups.linkedField(link.relation.modelId, attr.showField, linked)
          : null;
        break;
      }
      case 'createUser':
        if (isNew || isEmpty(values[field.vModel])) values[field.vModel] = writer.userId;
        break;
      case 'createTime':
        if (isNew || isEmpty(values[field.vModel])) values[field.vModel] = writer.now;
        break;
      case 'modifyUser':
        values[field.vModel] = isNew ? null : writer.userId;
        break;
      case 'modifyTime':
        values[field.vModel] = isNew ? null : writer.now;
        break;
      case 'currOrganize':
        if (isNew) values[field.vModel] = context.organizeId;
        break;
      case 'currDept':
        if (isNew) values[field.vModel] = context.isDepartment ? context.organizeId : null;
        break;
      case 'currPosition':
        if (isNew) values[field.vModel] = context.positionId;
        break;
      case 'billRule':
        // A record made before the field existed gets its number at its next save.
        if (isEmpty(values[field.vModel])) {
          const code = field.billRule as string;
          const issued = issueBillNumber(db, code, writer.now);
          if (!issued.ok) throw badRequest('vdBillRuleUnavailable', { code });
          values[field.vModel] = issued.number;
        }
        break;
      default:
        break;
    }
  };
  for (const field of model.main.fields) fill(model.main, field, record.main, creating);
  for (const child of model.children) {
    for (const row of record.children.get(child) ?? []) for (const field of child.fields) fill(child, field, row.values, creating || row.id === null);
  }
}
