import { emptyEnvelope, envelope, idField, idParams, int, nullableInt, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';
import { SORTABLE } from './repository';

const optionalText = { type: ['string', 'null'] } as const;

export const ruleFields = {
  id: str,
  fullName: str,
  enCode: str,
  category: str,
  categoryName: str,
  prefix: str,
  dateFormat: str,
  digit: int,
  startNumber: str,
  example: str,
  outputNumber: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const ruleBody = {
  type: 'object',
  properties: {
    id: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    category: optionalText,
    prefix: optionalText,
    dateFormat: optionalText,
    // A one-character input on the client: it may arrive as "4" or 4.
    digit: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }, { type: 'null' }] },
    startNumber: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'integer' }, { type: 'null' }] },
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    description: optionalText,
  },
};

const page = (item: object): object => envelope(objectOf({ list: { type: 'array', items: item }, pagination: paginationSchema }));

export const listSchema = {
  querystring: pagedQuerystring({ sidx: Object.keys(SORTABLE), properties: { categoryId: { type: 'string', maxLength: 64 } } }),
  // Column rights may leave any field but the id out of a list row.
  response: page(objectOf(ruleFields, ['id'])),
};

export const selectorSchema = {
  querystring: pagedQuerystring({ properties: { categoryId: { type: 'string', maxLength: 64 } } }),
  response: page(objectOf(ruleFields)),
};

// Column and form rights may leave any field but the id out of the rule.
export const infoSchema = { params: idParams, response: envelope(objectOf(ruleFields, ['id'])) };
export const createSchema = { body: ruleBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: ruleBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int })) };
export const exportSchema = { params: idParams, response: envelope(objectOf({ url: str, name: str })) };
export const billNumberSchema = { params: objectOf({ code: idField }), response: envelope(str) };
