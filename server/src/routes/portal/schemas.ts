import { bool, emptyEnvelope, envelope, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';
import { SORTABLE } from './repository';

const optionalText = { type: ['string', 'null'] } as const;

const rowFields = {
  id: str,
  fullName: str,
  enCode: str,
  category: str,
  categoryName: str,
  enabledMark: int,
  sortCode: int,
  description: str,
  creatorUser: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const infoFields = {
  id: str,
  fullName: str,
  enCode: str,
  category: str,
  enabledMark: int,
  sortCode: int,
  description: str,
  type: int,
  formData: str,
};

const portalBody = {
  type: 'object',
  properties: {
    id: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    category: optionalText,
    type: { type: ['integer', 'null'] },
    // JNPF sends the layout as JSON text; an object is accepted too. Checked field by field in layout.ts.
    formData: { anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'null' }] },
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    description: optionalText,
  },
};

export const listSchema = {
  querystring: pagedQuerystring({
    sidx: Object.keys(SORTABLE),
    properties: { category: { type: 'string', maxLength: 64 } },
  }),
  // Column rights may leave any field but the id out of a list row.
  response: envelope(objectOf({ list: { type: 'array', items: objectOf(rowFields, ['id']) }, pagination: paginationSchema })),
};

export const infoSchema = { params: idParams, response: envelope(objectOf(infoFields, ['id'])) };
export const createSchema = { body: portalBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: portalBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const copySchema = { params: idParams, response: envelope(objectOf({ id: str })) };
export const setDefaultSchema = { params: idParams, response: emptyEnvelope };
export const authSchema = { params: idParams, response: envelope(objectOf({ id: str, fullName: str, type: int, formData: str })) };

const portalNode = objectOf({ id: str, fullName: str, parentId: str, hasChildren: bool });
export const selectorSchema = {
  response: envelope(listOf(objectOf({ id: str, fullName: str, parentId: str, hasChildren: bool, children: { type: 'array', items: portalNode } }))),
};
