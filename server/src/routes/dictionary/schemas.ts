import { emptyEnvelope, envelope, idField, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';

const optionalText = { type: ['string', 'null'] } as const;
const optionalFlag = { type: ['integer', 'null'], enum: [0, 1, null] } as const;
const optionalSort = { type: ['integer', 'null'] } as const;

const typeFields = {
  id: str,
  parentId: str,
  fullName: str,
  enCode: str,
  isTree: int,
  sortCode: int,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const dataFields = {
  id: str,
  dictionaryTypeId: str,
  parentId: str,
  fullName: str,
  enCode: str,
  enabledMark: int,
  sortCode: int,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

/** Recursive node schemas, registered once with app.addSchema. Only id/fullName/children are always present. */
export const typeNodeSchema = {
  $id: 'atrium.dictionaryTypeNode',
  type: 'object',
  required: ['id', 'fullName', 'children'],
  properties: {
    ...typeFields,
    hasChildren: { type: 'boolean' },
    children: { type: 'array', items: { $ref: 'atrium.dictionaryTypeNode#' } },
  },
};

export const dataNodeSchema = {
  $id: 'atrium.dictionaryDataNode',
  type: 'object',
  // Column rights may leave fullName and the other columns out of the list.
  required: ['id', 'children'],
  properties: {
    ...dataFields,
    hasChildren: { type: 'boolean' },
    children: { type: 'array', items: { $ref: 'atrium.dictionaryDataNode#' } },
  },
};

const typeTree = envelope(listOf({ $ref: 'atrium.dictionaryTypeNode#' }));
const dataTree = envelope(listOf({ $ref: 'atrium.dictionaryDataNode#' }));
const created = envelope(objectOf({ id: str }));

const typeBody = {
  type: 'object',
  properties: {
    id: optionalText,
    parentId: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    isTree: optionalFlag,
    sortCode: optionalSort,
    description: optionalText,
  },
};

const dataBody = {
  type: 'object',
  properties: {
    id: optionalText,
    dictionaryTypeId: optionalText,
    parentId: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    enabledMark: optionalFlag,
    sortCode: optionalSort,
    description: optionalText,
  },
};

export const typeListSchema = { response: typeTree };
export const typeSelectorSchema = { params: idParams, response: typeTree };
export const typeInfoSchema = { params: idParams, response: envelope(objectOf(typeFields)) };
export const typeCreateSchema = { body: typeBody, response: created };
export const typeUpdateSchema = { params: idParams, body: typeBody, response: emptyEnvelope };
export const typeDeleteSchema = { params: idParams, response: emptyEnvelope };

export const dataListSchema = {
  params: idParams,
  querystring: {
    type: 'object',
    properties: {
      keyword: { type: 'string', maxLength: 100 },
      isTree: { type: 'string', enum: ['0', '1', ''] },
    },
  },
  response: dataTree,
};

export const dataAllSchema = {
  response: envelope(listOf(objectOf({
    id: str,
    parentId: str,
    enCode: str,
    fullName: str,
    isTree: int,
    dictionaryList: { type: 'array', items: { $ref: 'atrium.dictionaryDataNode#' } },
  }))),
};

export const dataSelectorSchema = {
  params: objectOf({ id: idField, itemId: idField }),
  response: dataTree,
};
export const dataOptionsSchema = { params: idParams, response: dataTree };
// Column and form rights may leave the fields out; the item's links stay.
export const dataInfoSchema = { params: idParams, response: envelope(objectOf(dataFields, ['id', 'dictionaryTypeId', 'parentId'])) };
export const dataCreateSchema = { body: dataBody, response: created };
export const dataUpdateSchema = { params: idParams, body: dataBody, response: emptyEnvelope };
export const dataDeleteSchema = { params: idParams, response: emptyEnvelope };
export const dataStateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int })) };
export const exportSchema = { params: idParams, response: envelope(objectOf({ url: str, name: str })) };
export const importSchema = {
  // Either the exported JSON itself, {content: "<exported JSON text>"}, or multipart with one file.
  body: { type: 'object' },
  response: envelope(objectOf({ id: str, count: int })),
};
