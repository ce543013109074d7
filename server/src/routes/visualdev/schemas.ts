import { emptyEnvelope, envelope, idField, idParams, int, nullableInt, nullableStr, objectOf, str } from '../common-schemas';
import { CURRENT_PAGE_MAX, pagedQuerystring, paginationSchema } from '../paging';
import { SORTABLE } from '../../visualdev/repository';

const optionalText = { type: ['string', 'null'], maxLength: 500 } as const;
/** formData, columnData and tables: JNPF's JSON strings (objects accepted); the body limit bounds their size. */
const jsonPart = { anyOf: [{ type: 'string' }, { type: 'object' }, { type: 'array' }, { type: 'null' }] } as const;

const moduleBody = {
  type: 'object',
  properties: {
    id: optionalText,
    fullName: optionalText,
    enCode: optionalText,
    category: optionalText,
    type: { type: ['integer', 'null'], minimum: 1, maximum: 9 },
    webType: { type: ['integer', 'null'], minimum: 1, maximum: 9 },
    description: { type: ['string', 'null'] },
    sortCode: { type: ['integer', 'null'] },
    enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
    formData: jsonPart,
    columnData: jsonPart,
    tables: jsonPart,
    dbLinkId: optionalText,
  },
};

const listItem = objectOf({
  id: str, fullName: str, enCode: str, category: str, type: int, webType: int, state: int, description: str, sortCode: int,
  enabledMark: int, releasedVersion: nullableInt, releasedTime: nullableInt, hasDraftChanges: { type: 'boolean' }, menuId: nullableStr,
  creatorUser: nullableStr, creatorTime: int, lastModifyUser: nullableStr, lastModifyTime: nullableInt,
});

export const moduleFields = {
  id: str, fullName: str, enCode: str, category: str, type: int, webType: int, state: int, description: str, sortCode: int,
  enabledMark: int, formData: nullableStr, columnData: nullableStr, tables: str, dbLinkId: str, releasedFormData: nullableStr,
  releasedColumnData: nullableStr, releasedTables: nullableStr, releasedVersion: nullableInt, releasedTime: nullableInt,
  menuId: nullableStr, creatorUserId: nullableStr, creatorTime: int, lastModifyUserId: nullableStr, lastModifyTime: nullableInt,
};

const downloadSchema = envelope(objectOf({ url: str, name: str }));
const releaseAnswer = envelope(objectOf({ version: int, menuId: str }));

export const baseSchemas = {
  list: {
    querystring: pagedQuerystring({
      sidx: Object.keys(SORTABLE),
      properties: { category: { type: 'string', maxLength: 64 }, type: { type: 'integer', minimum: 1, maximum: 9 } },
    }),
    response: envelope(objectOf({ list: { type: 'array', items: listItem }, pagination: paginationSchema })),
  },
  selector: {
    querystring: { type: 'object', properties: { type: { type: 'integer', minimum: 1, maximum: 9 } } },
    response: envelope(objectOf({
      list: {
        type: 'array',
        items: objectOf({
          id: str, fullName: str, hasChildren: { type: 'boolean' },
          children: { type: 'array', items: objectOf({ id: str, fullName: str, enCode: str, category: str, type: int }) },
        }),
      },
    })),
  },
  info: { params: idParams, response: envelope(objectOf(moduleFields)) },
  create: { body: moduleBody, response: envelope(objectOf({ id: str })) },
  update: { params: idParams, body: moduleBody, response: emptyEnvelope },
  remove: { params: idParams, response: emptyEnvelope },
  copy: { params: idParams, response: envelope(objectOf({ id: str })) },
  release: {
    params: idParams,
    body: {
      type: ['object', 'null'],
      properties: { pcModuleParentId: { type: ['string', 'null'], maxLength: 64 }, menuParentId: { type: ['string', 'null'], maxLength: 64 } },
    },
    response: releaseAnswer,
  },
  history: {
    params: idParams,
    response: envelope(objectOf({ list: { type: 'array', items: objectOf({ version: int, releasedUser: nullableStr, releasedTime: int, current: { type: 'boolean' } }) } })),
  },
  rollback: {
    params: idParams,
    body: { type: 'object', required: ['version'], properties: { version: { type: 'integer', minimum: 1, maximum: 1_000_000 } } },
    response: releaseAnswer,
  },
  formDataFields: {
    params: idParams,
    response: envelope(objectOf({ list: { type: 'array', items: objectOf({ vModel: str, label: str, jnpfKey: str }) } })),
  },
  fieldDataSelect: {
    params: idParams,
    querystring: pagedQuerystring({ properties: { relationField: { type: 'string', maxLength: 64 } } }),
    response: envelope(objectOf({ list: { type: 'array', items: { type: 'object', additionalProperties: true } }, pagination: paginationSchema })),
  },
  exportModule: { params: idParams, response: downloadSchema },
  // The exported JSON itself, {content: "<exported JSON text>"}, or multipart with one file.
  importModule: { body: { type: 'object' }, response: envelope(objectOf({ id: str })) },
};

const modelParams = objectOf({ modelId: idField });
const recordParams = objectOf({ modelId: idField, recordId: idField });
/** One record: its fields are the model's, so the schema lets them through as they are. */
const record = { type: 'object', required: ['id'], properties: { id: str }, additionalProperties: true };

const listBody = {
  type: ['object', 'null'],
  properties: {
    currentPage: { type: 'integer', minimum: 1, maximum: CURRENT_PAGE_MAX },
    pageSize: { type: 'integer', minimum: 1 },
    sort: { type: ['string', 'null'], enum: ['asc', 'desc', '', null] },
    sidx: { type: ['string', 'null'], maxLength: 64 },
    keyword: { type: ['string', 'null'], maxLength: 100 },
    // JNPF sends the search form as a JSON string; an object is accepted too.
    json: { anyOf: [{ type: 'string', maxLength: 20_000 }, { type: 'object' }, { type: 'null' }] },
    menuId: { type: ['string', 'null'], maxLength: 64 },
  },
};

export const onlineSchemas = {
  config: {
    params: modelParams,
    response: envelope(objectOf({ id: str, fullName: str, enCode: str, type: int, webType: int, formData: str, columnData: nullableStr, tables: str, version: int, menuId: nullableStr })),
  },
  columnData: { params: modelParams, response: envelope(objectOf({ columnData: nullableStr })) },
  formData: { params: modelParams, response: envelope(objectOf({ formData: str })) },
  list: {
    params: modelParams,
    body: listBody,
    response: envelope(objectOf({ list: { type: 'array', items: record }, pagination: paginationSchema })),
  },
  create: { params: modelParams, body: { type: 'object' }, response: envelope(objectOf({ id: str })) },
  info: { params: recordParams, response: envelope(record) },
  update: { params: recordParams, body: { type: 'object' }, response: emptyEnvelope },
  remove: { params: recordParams, response: emptyEnvelope },
  batchDelete: {
    params: modelParams,
    body: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', maxItems: 500, items: idField } } },
    response: emptyEnvelope,
  },
  exportData: {
    params: modelParams,
    body: {
      ...listBody,
      properties: {
        ...listBody.properties,
        dataType: { anyOf: [{ type: 'string', enum: ['0', '1'] }, { type: 'integer', enum: [0, 1] }, { type: 'null' }] },
        selectKey: { anyOf: [{ type: 'array', maxItems: 500, items: { type: 'string', maxLength: 64 } }, { type: 'string', maxLength: 20_000 }, { type: 'null' }] },
        ids: { type: ['array', 'null'], maxItems: 10_000, items: idField },
      },
    },
    response: downloadSchema,
  },
};
