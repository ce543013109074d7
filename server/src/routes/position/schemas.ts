import { emptyEnvelope, envelope, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { ORGANIZE_NODE_ID } from '../organize/nodes';
import { pagedQuerystring, paginationSchema } from '../paging';

const optionalText = { type: ['string', 'null'] } as const;
const optionalFlag = { type: ['integer', 'null'], enum: [0, 1, null] } as const;
const idArray = { type: ['array', 'null'], maxItems: 1000, items: { type: ['string', 'null'], maxLength: 64 } } as const;

/** PositionCrForm of JNPF. */
const body = {
  type: 'object',
  properties: {
    organizeId: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    type: optionalText,
    enabledMark: optionalFlag,
    sortCode: { type: ['integer', 'null'] },
    description: optionalText,
  },
};

const row = objectOf({
  id: str,
  organizeId: str,
  fullName: str,
  enCode: str,
  type: str,
  department: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
});

const tree = envelope(listOf({ $ref: `${ORGANIZE_NODE_ID}#` }));

export const listSchema = {
  querystring: pagedQuerystring({ properties: { organizeId: { type: 'string', maxLength: 64 }, enabledMark: { type: 'integer', enum: [0, 1] } } }),
  // Column rights may leave any field but the id out of a list row.
  response: envelope(objectOf({ list: { type: 'array', items: { ...row, required: ['id'] } }, pagination: paginationSchema })),
};
export const allSchema = {
  response: envelope(listOf(objectOf({ id: str, fullName: str, enCode: str, organizeId: str, type: str }))),
};
export const selectorSchema = { response: tree };
export const byOrgsSchema = {
  body: { type: 'object', properties: { organizeIds: idArray } },
  response: tree,
};
export const conditionSchema = {
  body: { type: 'object', properties: { keyword: { type: ['string', 'null'], maxLength: 100 }, departIds: idArray, positionIds: idArray } },
  response: tree,
};
// Column and form rights may leave out any field but the id.
export const infoSchema = { params: idParams, response: envelope({ ...row, required: ['id'] }) };
export const createSchema = { body, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = {
  params: idParams,
  body: { type: ['object', 'null'], properties: { enabledMark: { type: 'integer', enum: [0, 1] } } },
  response: envelope(objectOf({ enabledMark: int })),
};
