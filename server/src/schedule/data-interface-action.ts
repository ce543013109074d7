import type { Db } from '../db/connection';
import type { DataInterfaceService } from '../data-interface/service';
import { coerceParam } from '../data-interface/model';
import { findInterface, selectorRows } from '../data-interface/repository';
import { badRequest } from '../plugins/errors';
import type { ScheduleAction, TaskParams } from './actions';
import type { ActionResolver } from './scheduler';

/**
 * Tasks of kind 'dataInterface': the action id is a data interface's id; a run calls it as popup
 * selects do (enabled interfaces only, logged in its call log as action 'schedule') with the task's
 * parameters, `{name: value}` for the interface's declared parameters, and records how many rows
 * it returned.
 */
export function dataInterfaceResolver(db: Db, service: () => DataInterfaceService): ActionResolver {
  return (id) => {
    const item = findInterface(db, id);
    if (!item) return undefined;
    const action: ScheduleAction = {
      id: item.id,
      name: 'entityDataInterface',
      hint: 'taskActionDataInterfaceHint',
      label: item.fullName,
      params: [],
      checkParams(params: TaskParams): TaskParams {
        for (const [name, value] of Object.entries(params)) {
          const def = item.requestParameters.find((param) => param.field === name);
          if (!def) throw badRequest('taskParamUnknown', { name: name.slice(0, 64) });
          coerceParam(def, value);
        }
        return params;
      },
      async run({ params }) {
        const paramList = Object.entries(params).map(([field, value]) => ({ field, value }));
        const { rows } = await service().callEnabled(item.id, paramList, { userId: null, ip: 'scheduler' }, 'schedule');
        return `rows ${rows.length}`;
      },
    };
    return action;
  };
}

/** Enabled data interfaces as the action select lists them, with their parameters' defaults as the example. */
export function dataInterfaceOptions(db: Db): { id: string; fullName: string; description: string; example: string | null }[] {
  return selectorRows(db).map((row) => {
    const item = findInterface(db, row.id);
    const params = item?.requestParameters ?? [];
    return {
      id: row.id,
      fullName: row.fullName,
      description: row.categoryName ? `${row.categoryName} · ${row.enCode}` : row.enCode,
      example: params.length > 0 ? JSON.stringify(Object.fromEntries(params.map((param) => [param.field, param.defaultValue]))) : null,
    };
  });
}
