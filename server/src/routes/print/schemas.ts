import { emptyEnvelope, envelope, idField, idParams, int, listOf, nullableInt, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';
import { SORTABLE } from './repository';

const optionalText = { type: ['string', 'null'] } as const;
/** The layout, data source and paper are checked field by field in code (print/document.ts, validation.ts). */
const anyObject = { type: 'object', additionalProperties: true } as const;
const timeField = { type: 'integer', minimum: 0, maximum: 253402300799000 } as const;
const typeFilter = { type: 'integer', enum: [1, 2] } as const;

const rowFields = {
  id: str,
  fullName: str,
  enCode: str,
  category: str,
  categoryName: str,
  type: int,
  sourceForm: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorUser: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const templateFields = {
  ...rowFields,
  sqlTemplate: anyObject,
  printTemplate: anyObject,
  pageParam: anyObject,
};

const templateBody = {
  type: 'object',
  properties: {
    id: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    category: optionalText,
    type: { type: ['integer', 'null'] },
    sourceForm: optionalText,
    sqlTemplate: { type: ['object', 'null'] },
    printTemplate: { type: ['object', 'null'] },
    pageParam: { type: ['object', 'null'] },
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    description: optionalText,
  },
};

const page = (item: object): object => envelope(objectOf({ list: { type: 'array', items: item }, pagination: paginationSchema }));

export const listSchema = {
  querystring: pagedQuerystring({
    sidx: Object.keys(SORTABLE),
    properties: { category: { type: 'string', maxLength: 64 }, type: typeFilter },
  }),
  // Column rights may leave any field but the id out of a list row.
  response: page(objectOf(rowFields, ['id'])),
};

export const infoSchema = { params: idParams, response: envelope(objectOf(templateFields, ['id'])) };
export const createSchema = { body: templateBody, response: envelope(objectOf({ id: str })) };
export const updateSchema = { params: idParams, body: templateBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int })) };
export const copySchema = { params: idParams, response: envelope(objectOf({ id: str })) };
export const exportSchema = { params: idParams, response: envelope(objectOf({ url: str, name: str })) };
export const importSchema = {
  // Either the exported JSON itself, {content: "<exported JSON text>"}, or multipart with one file.
  body: { type: 'object' },
  response: envelope(objectOf({ id: str })),
};

const selectorTemplate = objectOf({ id: str, fullName: str, enCode: str, type: int, category: str, hasChildren: { type: 'boolean' } });
export const selectorSchema = {
  querystring: { type: 'object', properties: { type: typeFilter } },
  response: envelope(listOf(objectOf({ id: str, fullName: str, hasChildren: { type: 'boolean' }, children: { type: 'array', items: selectorTemplate } }))),
};

export const listOptionsSchema = {
  body: objectOf({ ids: { type: 'array', maxItems: 100, items: idField } }),
  response: envelope(listOf(objectOf({ id: str, fullName: str, enCode: str, type: int }))),
};

const field = objectOf({ field: str, fieldName: str });
export const fieldsSchema = {
  body: {
    type: 'object',
    properties: {
      type: typeFilter,
      sourceForm: optionalText,
      sqlTemplate: { type: ['object', 'null'] },
    },
  },
  response: envelope(objectOf({
    main: { type: 'array', items: field },
    tables: { type: 'array', items: objectOf({ name: str, fullName: str, fields: { type: 'array', items: field } }) },
    operatorRecord: { type: 'array', items: field },
    records: { type: 'array', items: str },
  })),
};

const printData = { type: 'object', additionalProperties: true } as const;
const operatorRecord = objectOf({ nodeName: str, userName: str, handleTime: nullableInt, handleStatus: int, handleOpinion: str });
const templateOfPrint = { id: str, fullName: str, type: int, printTemplate: anyObject, pageParam: anyObject };

export const dataSchema = {
  querystring: objectOf({ id: idField, formId: { type: 'string', minLength: 1, maxLength: 200 } }),
  response: envelope(objectOf({
    ...templateOfPrint,
    printData,
    operatorRecordList: { type: 'array', items: operatorRecord },
  })),
};

export const batchDataSchema = {
  querystring: {
    type: 'object',
    required: ['id', 'ids'],
    properties: {
      id: idField,
      // The shared client sends lists as ids=1&ids=2; one id arrives as a plain string.
      ids: { anyOf: [{ type: 'array', items: { type: 'string', minLength: 1, maxLength: 200 } }, { type: 'string', minLength: 1, maxLength: 200 }] },
    },
  },
  response: envelope(objectOf({
    ...templateOfPrint,
    list: { type: 'array', items: objectOf({ formId: str, printData, operatorRecordList: { type: 'array', items: operatorRecord } }) },
  })),
};

export const logSaveSchema = {
  body: {
    type: 'object',
    properties: {
      printTitle: optionalText,
      printNum: { type: ['integer', 'null'] },
      printId: optionalText,
    },
  },
  response: emptyEnvelope,
};

export const logListSchema = {
  querystring: pagedQuerystring({ properties: { startTime: timeField, endTime: timeField, printId: { type: 'string', maxLength: 64 } } }),
  response: page(objectOf({
    id: str,
    printId: str,
    printName: str,
    printTitle: str,
    printNum: int,
    creatorUser: str,
    creatorTime: int,
  })),
};
