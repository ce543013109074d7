import { bool, emptyEnvelope, envelope, idField, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';

const optionalText = { type: ['string', 'null'] } as const;

const nodeFields = {
  id: str,
  parentId: str,
  fullName: str,
  enCode: str,
  type: int,
  isLeaf: bool,
  hasChildren: bool,
  enabledMark: int,
  sortCode: int,
};

const infoFields = {
  ...nodeFields,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const areaBody = {
  type: 'object',
  properties: {
    id: optionalText,
    parentId: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    description: optionalText,
  },
};

const nodes = envelope(listOf(objectOf(nodeFields)));

export const childrenSchema = {
  params: objectOf({ parentId: idField }),
  querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, deep: { type: 'string', enum: ['0', '1'] } } },
  // Column rights may leave the columns out; the tree links stay.
  response: envelope(listOf(objectOf(nodeFields, ['id', 'parentId', 'type', 'isLeaf', 'hasChildren']))),
};
export const selectorSchema = { params: objectOf({ parentId: idField, exceptId: idField }), response: nodes };
export const namesSchema = {
  body: objectOf({
    idsList: {
      type: 'array',
      maxItems: 1000,
      items: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 64 } },
    },
  }),
  response: envelope({ type: 'array', items: { type: 'array', items: str } }),
};
// Column and form rights may leave the fields out; the tree links stay.
export const infoSchema = { params: idParams, response: envelope(objectOf(infoFields, ['id', 'parentId', 'type', 'isLeaf', 'hasChildren'])) };
export const createSchema = { body: areaBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: areaBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int })) };
