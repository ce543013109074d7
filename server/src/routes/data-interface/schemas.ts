import { emptyEnvelope, envelope, idField, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';

const optionalText = { type: ['string', 'null'] } as const;
const anyRow = { type: 'object', additionalProperties: true } as const;

const param = {
  type: 'object',
  properties: {
    field: optionalText,
    fieldName: optionalText,
    dataType: optionalText,
    required: { anyOf: [{ type: 'integer' }, { type: 'boolean' }, { type: 'null' }] },
    defaultValue: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'null' }] },
  },
} as const;
const header = { type: 'object', properties: { field: optionalText, value: optionalText } } as const;

/** The form; every rule with a message is checked in code (data-interface/model.ts). */
export const interfaceBody = {
  type: 'object',
  properties: {
    id: optionalText,
    categoryId: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    dataType: { type: ['integer', 'null'] },
    requestMethod: optionalText,
    path: optionalText,
    query: optionalText,
    requestHeaders: { type: ['array', 'null'], maxItems: 100, items: header },
    requestParameters: { type: ['array', 'null'], maxItems: 100, items: param },
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    description: optionalText,
  },
} as const;

/** A call's parameter values: JNPF's paramList items ({field, value}; the designer sends defaultValue). */
const paramList = {
  type: ['array', 'null'],
  maxItems: 100,
  items: { type: 'object', properties: { field: { type: 'string', maxLength: 100 }, value: {}, defaultValue: {} } },
} as const;

const rowFields = {
  id: str,
  categoryId: str,
  categoryName: str,
  fullName: str,
  enCode: str,
  dataType: int,
  requestMethod: str,
  path: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorUser: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const paramOut = objectOf({ field: str, fieldName: str, dataType: str, required: int, defaultValue: str });
const infoFields = {
  ...rowFields,
  query: str,
  requestHeaders: { type: 'array', items: objectOf({ field: str, value: str }) },
  requestParameters: { type: 'array', items: paramOut },
};

const page = (item: object): object => envelope(objectOf({ list: { type: 'array', items: item }, pagination: paginationSchema }));

export const listSchema = {
  querystring: pagedQuerystring({
    properties: { categoryId: { type: 'string', maxLength: 64 }, dataType: { type: 'integer', enum: [1, 2, 3] } },
  }),
  response: page(objectOf(rowFields)),
};

const selectorItem = objectOf({ id: str, fullName: str, enCode: str, dataType: int, categoryId: str, hasChildren: { type: 'boolean' } });
export const selectorSchema = {
  response: envelope(listOf(objectOf({ id: str, fullName: str, hasChildren: { type: 'boolean' }, children: { type: 'array', items: selectorItem } }))),
};

export const infoSchema = { params: idParams, response: envelope(objectOf(infoFields)) };
export const createSchema = { body: interfaceBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: interfaceBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int })) };
export const copySchema = { params: idParams, response: envelope(objectOf({ id: str })) };
export const exportSchema = { params: idParams, response: envelope(objectOf({ url: str, name: str })) };
export const paramSchema = { params: idParams, response: envelope({ type: 'array', items: paramOut }) };

/** Preview and GetFields: the stored interface, or `config` (the unsaved form) when given. */
const runBody = { type: 'object', properties: { paramList, config: { ...interfaceBody, type: ['object', 'null'] } } } as const;
export const previewSchema = {
  params: idParams,
  body: runBody,
  response: envelope(objectOf({ list: { type: 'array', items: anyRow }, fields: { type: 'array', items: str }, total: int, duration: int })),
};
export const fieldsSchema = { params: idParams, body: runBody, response: envelope({ type: 'array', items: str }) };

const columnOptions = {
  type: ['array', 'null'],
  maxItems: 50,
  items: { type: 'object', properties: { value: optionalText, label: optionalText } },
} as const;
const listQuery = {
  type: ['object', 'null'],
  properties: {
    keyword: { type: ['string', 'null'], maxLength: 100 },
    currentPage: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    pageSize: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;

export const actionListSchema = {
  params: idParams,
  body: {
    type: 'object',
    properties: {
      interfaceId: optionalText,
      propsValue: { type: ['string', 'null'], maxLength: 100 },
      relationField: { type: ['string', 'null'], maxLength: 100 },
      columnOptions,
      paramList,
      listQuery,
      keyword: { type: ['string', 'null'], maxLength: 100 },
      currentPage: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
      pageSize: { type: ['integer', 'null'], minimum: 1 },
    },
  },
  response: page(anyRow),
};

export const infoByIdsSchema = {
  params: idParams,
  body: {
    type: 'object',
    properties: {
      ids: { type: ['array', 'null'], maxItems: 1000, items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] } },
      interfaceId: optionalText,
      propsValue: { type: ['string', 'null'], maxLength: 100 },
      relationField: { type: ['string', 'null'], maxLength: 100 },
      paramList,
    },
  },
  response: envelope({ type: 'array', items: anyRow }),
};

const logRow = objectOf({
  id: str, invokTime: int, userId: str, userName: str, invokIp: str, invokWasteTime: int, success: int, action: str, message: str,
});
export const logSchema = { params: objectOf({ id: idField }), querystring: pagedQuerystring(), response: page(logRow) };
