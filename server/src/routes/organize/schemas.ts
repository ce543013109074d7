import { emptyEnvelope, envelope, idParams, int, listOf, nullableInt, nullableStr, objectOf, str } from '../common-schemas';
import { ORGANIZE_NODE_ID } from './nodes';

const optionalText = { type: ['string', 'null'] } as const;
const optionalFlag = { type: ['integer', 'null'], enum: [0, 1, null] } as const;
const optionalSort = { type: ['integer', 'null'] } as const;
const idArray = { type: ['array', 'null'], maxItems: 1000, items: { type: ['string', 'null'], maxLength: 64 } } as const;

const tree = envelope(listOf({ $ref: `${ORGANIZE_NODE_ID}#` }));

/** OrganizeCrForm / OrganizeDepartCrForm of JNPF; unknown fields (id, children…) are ignored. */
const organizeBody = {
  type: 'object',
  properties: {
    parentId: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    category: optionalText,
    managerId: optionalText,
    enabledMark: optionalFlag,
    sortCode: optionalSort,
    description: optionalText,
    // JNPF sends the company attributes as a JSON text; an object is accepted too.
    propertyJson: { anyOf: [{ type: 'string', maxLength: 20_000 }, { type: 'object' }, { type: 'null' }] },
  },
};

const info = envelope(objectOf({
  id: str,
  parentId: str,
  parentName: str,
  category: str,
  type: str,
  fullName: str,
  enCode: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  managerId: nullableStr,
  managerName: str,
  propertyJson: nullableStr,
  organizeIdTree: { type: 'array', items: str },
  creatorTime: int,
  lastModifyTime: nullableInt,
// Column and form rights may leave out any field but the links the form saves with.
}, ['id', 'parentId', 'organizeIdTree']));

const keywordQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: 100 },
    type: { type: 'string', enum: ['company', 'department', ''] },
    enabledMark: { type: 'integer', enum: [0, 1] },
  },
};

export const listSchema = { querystring: keywordQuery, response: tree };
export const selectorSchema = { params: idParams, response: tree };
export const treeSchema = { response: tree };
export const departmentListSchema = { params: idParams, querystring: keywordQuery, response: tree };
export const infoSchema = { params: idParams, response: info };
export const createSchema = { body: organizeBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: organizeBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = {
  params: idParams,
  body: { type: ['object', 'null'], properties: { enabledMark: { type: 'integer', enum: [0, 1] } } },
  response: envelope(objectOf({ enabledMark: int })),
};
export const conditionSchema = {
  body: { type: 'object', properties: { keyword: { type: ['string', 'null'], maxLength: 100 }, departIds: idArray } },
  response: tree,
};
export const defaultDepartmentSchema = {
  body: { type: ['object', 'null'], properties: { departIds: idArray } },
  response: envelope(objectOf({ departmentId: str })),
};
