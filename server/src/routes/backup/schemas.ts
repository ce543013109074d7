import { emptyEnvelope, envelope, idParams, int, nullableStr, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';

export const DESCRIPTION_MAX = 200;

const rowFields = {
  id: str,
  fileName: str,
  fileSize: int,
  kind: { type: 'string', enum: ['manual', 'schedule', 'safety'] },
  schemaVersion: int,
  description: str,
  creatorUser: str,
  creatorTime: int,
};
const row = objectOf(rowFields);

export const listSchema = {
  querystring: pagedQuerystring(),
  response: envelope(objectOf({ list: { type: 'array', items: row }, pagination: paginationSchema })),
};
export const createSchema = {
  body: { type: ['object', 'null'], properties: { description: nullableStr } },
  response: envelope(row),
};
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const restoreSchema = {
  params: idParams,
  body: { type: ['object', 'null'], properties: { confirm: { type: ['boolean', 'null'] } } },
  response: envelope(objectOf({ safetyBackup: row })),
};
export const downloadUrlSchema = { params: idParams, response: envelope(objectOf({ url: str })) };
export const downloadSchema = {
  params: objectOf({ token: { type: 'string', minLength: 1, maxLength: 200 } }),
};
export const progressSchema = {
  response: envelope({
    type: ['object', 'null'],
    required: ['operation', 'totalPages', 'remainingPages'],
    properties: { operation: { type: 'string', enum: ['backup', 'restore'] }, totalPages: int, remainingPages: int },
  }),
};
