import { emptyEnvelope, envelope, idParams, int, listOf, nullableInt, nullableStr, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';
import { CRON_MAX } from '../../schedule/cron';

const optionalText = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const resultField = { type: ['string', 'null'], enum: ['success', 'failure', 'timeout', 'skipped', null] } as const;

const rowFields = {
  id: str,
  fullName: str,
  enCode: str,
  cron: str,
  actionType: str,
  actionId: str,
  actionName: str,
  params: str,
  timeout: int,
  description: str,
  enabledMark: int,
  nextRunTime: nullableInt,
  lastRunTime: nullableInt,
  lastResult: resultField,
  running: bool,
  runCount: int,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const taskBody = {
  type: 'object',
  properties: {
    id: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    cron: optionalText,
    actionType: optionalText,
    actionId: optionalText,
    // JSON text of an object, or the object.
    params: { anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'null' }] },
    timeout: { type: ['integer', 'null'] },
    description: optionalText,
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
  },
};

const page = (item: object): object => envelope(objectOf({ list: { type: 'array', items: item }, pagination: paginationSchema }));

export const listSchema = { querystring: pagedQuerystring(), response: page(objectOf(rowFields)) };
export const infoSchema = { params: idParams, response: envelope(objectOf(rowFields)) };
export const createSchema = { body: taskBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: taskBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int, nextRunTime: nullableInt })) };

const logFields = {
  id: str,
  trigger: { type: 'string', enum: ['schedule', 'manual'] },
  startTime: int,
  endTime: int,
  duration: int,
  result: { type: 'string', enum: ['success', 'failure', 'timeout', 'skipped'] },
  message: str,
  userName: str,
};

export const runSchema = {
  params: idParams,
  // The run's row when it ended within the wait; null while it still runs.
  response: envelope({ anyOf: [objectOf(logFields), { type: 'null' }] }),
};
export const logListSchema = { params: idParams, querystring: pagedQuerystring(), response: page(objectOf(logFields)) };

export const nextRunsSchema = {
  querystring: { type: 'object', required: ['cron'], properties: { cron: { type: 'string', maxLength: CRON_MAX * 4 } } },
  response: envelope(objectOf({ cron: str, nextRuns: { type: 'array', items: int } })),
};

const paramField = objectOf({ name: str, type: str, min: int, max: int, default: int });
export const selectorSchema = {
  response: envelope(listOf(objectOf({ id: str, actionType: str, fullName: str, description: str, params: { type: 'array', items: paramField }, example: nullableStr }))),
};
