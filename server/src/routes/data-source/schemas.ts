import { emptyEnvelope, envelope, idField, idParams, int, nullableInt, objectOf, str, bool } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';

const optionalText = { type: ['string', 'null'], maxLength: 1000 } as const;
const anyRow = { type: 'object', additionalProperties: true } as const;

// ---- 数据连接

const sourceRow = objectOf({
  id: str,
  fullName: str,
  dbType: str,
  host: str,
  port: nullableInt,
  userName: str,
  /** '******' when one is stored, '' otherwise: never the password. */
  password: str,
  serviceName: str,
  dbSchema: str,
  tableSpace: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorUser: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
});

const sourceBody = {
  type: 'object',
  properties: {
    id: { type: ['string', 'null'], maxLength: 64 },
    fullName: optionalText,
    dbType: optionalText,
    host: optionalText,
    port: { type: ['integer', 'null'] },
    userName: optionalText,
    password: optionalText,
    serviceName: optionalText,
    dbSchema: optionalText,
    tableSpace: optionalText,
    sortCode: { type: ['integer', 'null'], minimum: 0, maximum: 999999 },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    description: optionalText,
  },
} as const;

export const sourceListSchema = {
  querystring: pagedQuerystring({ properties: { dbType: { type: 'string', maxLength: 20 } } }),
  response: envelope(objectOf({ list: { type: 'array', items: sourceRow }, pagination: paginationSchema })),
};
export const sourceSelectorSchema = {
  response: envelope(objectOf({ list: { type: 'array', items: objectOf({ id: str, fullName: str, dbType: str }) } })),
};
export const sourceInfoSchema = { params: idParams, response: envelope(sourceRow) };
export const sourceCreateSchema = { body: sourceBody, response: envelope(objectOf({ id: str })) };
export const sourceUpdateSchema = { params: idParams, body: sourceBody, response: emptyEnvelope };
export const sourceDeleteSchema = { params: idParams, response: emptyEnvelope };
export const sourceStateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int })) };
export const sourceTestSchema = { body: sourceBody, response: emptyEnvelope };

// ---- 数据建模

const tableName = { type: 'string', minLength: 1, maxLength: 128 } as const;
const linkParams = objectOf({ linkId: idField });
const tableParams = objectOf({ linkId: idField, table: tableName });

const fieldRow = objectOf({ field: str, fieldName: str, dataType: str, dataLength: str, allowNull: int, primaryKey: int });
const fieldInput = {
  type: 'object',
  properties: {
    field: optionalText,
    fieldName: optionalText,
    dataType: optionalText,
    // A string ('10,2') or, as some clients send it, a number.
    dataLength: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }, { type: 'null' }] },
    allowNull: { type: ['integer', 'null'], enum: [0, 1, null] },
    primaryKey: { type: ['integer', 'null'], enum: [0, 1, null] },
    oldField: optionalText,
  },
} as const;
const tableBody = {
  type: 'object',
  required: ['tableInfo'],
  properties: {
    tableInfo: {
      type: 'object',
      properties: { table: optionalText, newTable: optionalText, tableName: optionalText },
    },
    tableFieldList: { type: ['array', 'null'], maxItems: 1000, items: fieldInput },
  },
} as const;

export const tablesSchema = {
  params: linkParams,
  querystring: pagedQuerystring(),
  response: envelope(objectOf({ list: { type: 'array', items: objectOf({ table: str, tableName: str, sum: int }) }, pagination: paginationSchema })),
};
export const fieldsSchema = { params: tableParams, response: envelope(objectOf({ list: { type: 'array', items: fieldRow } })) };
export const tableInfoSchema = {
  params: tableParams,
  response: envelope(objectOf({ tableInfo: objectOf({ table: str, tableName: str }), tableFieldList: { type: 'array', items: fieldRow } })),
};
export const tableCreateSchema = { params: linkParams, body: tableBody, response: emptyEnvelope };
export const tableUpdateSchema = { params: linkParams, body: tableBody, response: emptyEnvelope };
export const tableDeleteSchema = { params: tableParams, response: emptyEnvelope };
export const previewSchema = {
  params: tableParams,
  querystring: pagedQuerystring(),
  response: envelope(objectOf({ list: { type: 'array', items: anyRow }, pagination: paginationSchema })),
};

// ---- 数据同步

const syncBody = {
  type: 'object',
  required: ['dbConnectionFrom', 'dbConnectionTo', 'dbTable'],
  properties: {
    dbConnectionFrom: idField,
    dbConnectionTo: idField,
    dbTable: tableName,
    targetTable: { type: ['string', 'null'], maxLength: 128 },
    existing: { type: ['string', 'null'], enum: ['replace', 'append', null] },
  },
} as const;

export const syncCheckSchema = { body: syncBody, response: envelope(objectOf({ targetTable: str, targetExists: bool, total: int })) };
export const syncExecuteSchema = {
  body: syncBody,
  response: envelope(objectOf({
    success: bool, table: str, targetTable: str, mode: str, total: int, copied: int, durationMs: int,
    errors: { type: 'array', items: str }, warnings: { type: 'array', items: str },
  })),
};
export const syncProgressSchema = {
  response: envelope({
    type: ['object', 'null'],
    properties: { fromLinkId: str, toLinkId: str, table: str, targetTable: str, total: int, copied: int, startedAt: int },
  }),
};
