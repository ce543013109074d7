import { emptyEnvelope, envelope, idParams, int, nullableInt, nullableStr, objectOf, str } from '../common-schemas';
import { pagedQuerystring, pagingQueryProperties } from '../paging';

const pagination = objectOf({ currentPage: int, pageSize: int, total: int });
const paged = (item: object): object => envelope(objectOf({ list: { type: 'array', items: item }, pagination }));

const pageQuery = { keyword: { ...pagingQueryProperties.keyword, default: '' }, n: str };

const noticeItem = objectOf(
  {
    id: str,
    title: str,
    bodyText: str,
    files: str,
    toUserIds: { type: ['array', 'null'], items: str },
    category: nullableStr,
    expirationTime: nullableInt,
    enabledMark: int,
    releaseUser: nullableStr,
    releaseTime: nullableInt,
    creatorUser: nullableStr,
    creatorTime: int,
    lastModifyTime: nullableInt,
  },
  ['id', 'title', 'enabledMark', 'creatorTime'],
);

const noticeBody = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string' },
    bodyText: { type: ['string', 'null'] },
    // Attachments as the uploader describes them; kept as JSON, shown read-only.
    files: {
      anyOf: [
        // The array first: with coerceTypes 'array', a one-entry list would otherwise meet the string branch first and fail there.
        { type: 'array', maxItems: 20, items: { type: 'object', additionalProperties: true } },
        { type: 'string', maxLength: 20_000 },
        { type: 'null' },
      ],
    },
    toUserIds: { type: ['array', 'null'], maxItems: 10_000, items: { type: 'string', minLength: 1, maxLength: 80 } },
    category: { type: ['string', 'null'], maxLength: 20 },
    // Epoch ms; null: the notice never expires.
    expirationTime: { type: ['integer', 'null'], minimum: 0 },
    id: { type: ['string', 'null'] },
  },
};

export const noticeListSchema = { querystring: pagedQuerystring({ properties: pageQuery }), response: paged(noticeItem) };
export const noticeInfoSchema = { params: idParams, response: envelope(noticeItem) };
export const noticeCreateSchema = { body: noticeBody, response: envelope(objectOf({ id: str })) };
export const noticeUpdateSchema = { params: idParams, body: noticeBody, response: emptyEnvelope };
export const noticeDeleteSchema = { params: idParams, response: emptyEnvelope };
export const noticeReleaseSchema = { params: idParams, response: envelope(objectOf({ recipients: int })) };

const inboxItem = objectOf(
  { id: str, title: str, type: int, flowType: nullableInt, releaseUser: nullableStr, releaseTime: int, isRead: int },
  ['id', 'title', 'type', 'releaseTime', 'isRead'],
);

export const inboxListSchema = {
  querystring: pagedQuerystring({
    properties: {
      ...pageQuery,
      type: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
      isRead: { type: ['integer', 'null'], enum: [0, 1, null] },
    },
  }),
  response: paged(inboxItem),
};

export const readInfoSchema = {
  params: idParams,
  response: envelope(
    objectOf(
      { id: str, title: str, type: int, flowType: nullableInt, releaseUser: nullableStr, releaseTime: int, bodyText: str, files: str },
      ['id', 'title', 'type', 'releaseTime', 'bodyText', 'files'],
    ),
  ),
};

export const readAllSchema = {
  body: { type: ['object', 'null'], properties: { type: { type: ['integer', 'null'], enum: [1, 2, 3, null] } } },
  response: envelope(objectOf({ count: int })),
};

export const deleteRecordSchema = {
  body: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 64 } } } },
  response: envelope(objectOf({ count: int })),
};
