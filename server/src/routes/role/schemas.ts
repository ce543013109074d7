import { emptyEnvelope, envelope, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { ORGANIZE_NODE_ID } from '../organize/nodes';
import { pagedQuerystring, paginationSchema } from '../paging';

const optionalText = { type: ['string', 'null'] } as const;
const optionalFlag = { type: ['integer', 'null'], enum: [0, 1, null] } as const;
const idArray = { type: ['array', 'null'], maxItems: 1000, items: { type: ['string', 'null'], maxLength: 64 } } as const;
const strings = { type: 'array', items: str } as const;

/** RoleCrForm of JNPF: organisation roles (globalMark 0) name their organisations as tree paths (organizeIdsTree). */
const body = {
  type: 'object',
  properties: {
    fullName: optionalText,
    enCode: optionalText,
    globalMark: optionalFlag,
    organizeIdsTree: {
      type: ['array', 'null'],
      maxItems: 1000,
      items: { anyOf: [{ type: 'array', maxItems: 64, items: { type: ['string', 'null'], maxLength: 64 } }, { type: 'string', maxLength: 64 }, { type: 'null' }] },
    },
    organizeIds: idArray,
    enabledMark: optionalFlag,
    sortCode: { type: ['integer', 'null'] },
    description: optionalText,
  },
};

const row = objectOf({
  id: str,
  fullName: str,
  enCode: str,
  type: str,
  globalMark: int,
  organizeInfo: str,
  organizeIds: strings,
  organizeIdsTree: { type: 'array', items: strings },
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
});

const tree = envelope(listOf({ $ref: `${ORGANIZE_NODE_ID}#` }));

export const listSchema = {
  querystring: pagedQuerystring({
    properties: {
      organizeId: { type: 'string', maxLength: 64 },
      enabledMark: { type: 'integer', enum: [0, 1] },
      globalMark: { type: 'integer', enum: [0, 1] },
    },
  }),
  // Column rights may leave any field but the id out of a list row.
  response: envelope(objectOf({ list: { type: 'array', items: { ...row, required: ['id'] } }, pagination: paginationSchema })),
};
export const selectorSchema = { response: tree };
export const byOrgsSchema = { body: { type: 'object', properties: { organizeIds: idArray } }, response: tree };
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
