import { emptyEnvelope, envelope, idParams, int, nullableInt, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';

const optionalText = { type: ['string', 'null'] } as const;
const anyRow = { type: 'object', additionalProperties: true } as const;

const rowFields = {
  id: str,
  appId: str,
  appName: str,
  whitelistIp: str,
  usefulLife: nullableInt,
  enabledMark: int,
  usageCount: int,
  lastUsedTime: nullableInt,
  description: str,
  dataInterfaceIds: { type: 'array', items: str },
  dataInterfaceNames: { type: 'array', items: str },
  creatorUser: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};
const row = objectOf(rowFields);

const body = {
  type: 'object',
  properties: {
    appName: optionalText,
    whitelistIp: optionalText,
    usefulLife: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    description: optionalText,
    dataInterfaceIds: { type: ['array', 'null'], items: { type: 'string', maxLength: 64 }, maxItems: 1000 },
  },
} as const;

const created = objectOf({ id: str, appId: str, appSecret: str });

export const listSchema = {
  querystring: pagedQuerystring(),
  response: envelope(objectOf({ list: { type: 'array', items: row }, pagination: paginationSchema })),
};
export const infoSchema = { params: idParams, response: envelope(row) };
export const createSchema = { body, response: envelope(created) };
export const updateSchema = { params: idParams, body, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const resetSecretSchema = { params: idParams, response: envelope(created) };

const paramList = {
  type: ['array', 'null'],
  maxItems: 100,
  items: { type: 'object', properties: { field: optionalText, value: {} } },
} as const;
export const responseSchema = {
  params: idParams,
  body: { type: ['object', 'null'], properties: { paramList } },
  response: envelope(objectOf({ list: { type: 'array', items: anyRow }, total: int })),
};
