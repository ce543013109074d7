import { emptyEnvelope, envelope, idField, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { pagedQuerystring, pagingQueryProperties, paginationSchema } from '../paging';
import { SORTABLE } from './repository';

const num = { type: 'number' } as const;
const optionalText = { type: ['string', 'null'] } as const;
const optionalAmount = { type: ['number', 'null'] } as const;

const rowFields = {
  id: str,
  projectName: str,
  projectCode: str,
  projectType: str,
  projectTypeName: str,
  projectPhase: str,
  customerName: str,
  principal: str,
  jackStands: str,
  interactionDate: nullableInt,
  costAmount: num,
  tunesAmount: num,
  projectedIncome: num,
  registrant: str,
  registerDate: int,
  description: str,
  sign: str,
  postilCount: int,
  lastModifyTime: nullableInt,
};
const row = objectOf(rowFields);

/** The editable fields; the rules with messages are checked in validation.ts. */
const editBody = {
  type: 'object',
  properties: {
    projectName: optionalText,
    projectCode: optionalText,
    projectType: optionalText,
    projectPhase: optionalText,
    customerName: optionalText,
    principal: optionalText,
    jackStands: optionalText,
    interactionDate: nullableInt,
    costAmount: optionalAmount,
    tunesAmount: optionalAmount,
    projectedIncome: optionalAmount,
    description: optionalText,
  },
};

const summary = objectOf({ costAmount: num, tunesAmount: num, projectedIncome: num });
const page = envelope(objectOf({ list: { type: 'array', items: row }, pagination: paginationSchema, summary }));
const keywordOnly = { type: 'object', properties: { keyword: pagingQueryProperties.keyword } };

export const listSchema = {
  querystring: pagedQuerystring({ sidx: Object.keys(SORTABLE), properties: { projectType: { type: 'string', maxLength: 64 } } }),
  response: page,
};
export const byTypeSchema = {
  params: objectOf({ typeId: idField }),
  querystring: pagedQuerystring({ sidx: Object.keys(SORTABLE) }),
  response: page,
};
export const allSchema = { querystring: keywordOnly, response: envelope(listOf(row)) };
export const infoSchema = { params: idParams, response: envelope(row) };
export const createSchema = { body: editBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: editBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const signSchema = { params: idParams, body: { type: 'object', properties: { sign: optionalText } }, response: emptyEnvelope };

export const postilListSchema = { params: idParams, response: envelope(objectOf({ postilJson: str })) };
export const postilSendSchema = { params: idParams, body: { type: 'object', properties: { text: optionalText } }, response: emptyEnvelope };
export const postilDeleteSchema = {
  params: objectOf({ id: idField, index: { type: 'integer', minimum: 0, maximum: 1_000_000 } }),
  // Atrium's client names the comment it means (JNPF's sends the index only, and still may).
  querystring: { type: 'object', properties: { creatorTime: { type: 'integer', minimum: 0 } } },
  response: emptyEnvelope,
};

/** Shared so the tree can refer to itself; registered with app.addSchema by the lookup routes. */
export const projectTypeNodeSchema = {
  $id: 'atrium.tableExampleTypeNode',
  type: 'object',
  required: ['id', 'text', 'parentId', 'hasChildren'],
  properties: {
    id: str,
    text: str,
    parentId: str,
    hasChildren: { type: 'boolean' },
    children: { type: 'array', items: { $ref: 'atrium.tableExampleTypeNode#' } },
  },
};
export const treeListSchema = {
  querystring: { type: 'object', properties: { isTree: { type: 'string', maxLength: 10 } } },
  response: envelope(listOf({ $ref: 'atrium.tableExampleTypeNode#' })),
};
const areaList = envelope(listOf(objectOf({ id: str, fullName: str })));
export const industryListSchema = { querystring: keywordOnly, response: areaList };
export const cityListSchema = { params: idParams, response: areaList };
