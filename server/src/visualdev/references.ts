import type { Db } from '../db/connection';
import { badRequest } from '../plugins/errors';
import type { CompiledModel } from './model';
import { billRuleExists, dictionaryTypeExists, findModule } from './repository';

/**
 * What a model names outside itself must exist: dictionaries of dictionary-bound options and the
 * bill rules of numbered fields. Data interfaces (`dynamic` options) are not checked: the data
 * interface store does not exist yet (issue 15 item 6); their values are taken as given.
 */
export function checkReferences(db: Db, model: CompiledModel): void {
  for (const table of [model.main, ...model.children]) {
    for (const field of table.fields) {
      if (field.options?.kind === 'dictionary' && !dictionaryTypeExists(db, field.options.typeId)) {
        throw badRequest('vdDictionaryNotFound', { label: field.label, id: field.options.typeId });
      }
      if (field.relation !== null && !findModule(db, field.relation.modelId)) {
        throw badRequest('vdRelationModelNotFound', { label: field.label, id: field.relation.modelId.slice(0, 50) });
      }
      if (field.billRule !== null && !billRuleExists(db, field.billRule)) throw badRequest('vdBillRuleNotFound', { label: field.label, code: field.billRule });
    }
  }
}
