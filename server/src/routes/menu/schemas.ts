import { emptyEnvelope, envelope, idField, idParams, int, listOf, nullableStr, objectOf, str } from '../common-schemas';
import { FIELD_TYPES, OPERATORS } from './data-validation';

const text = { type: ['string', 'null'] } as const;
const flag = { type: ['integer', 'null'], enum: [0, 1, null] } as const;
const sort = { type: ['integer', 'null'] } as const;

export const menuFields = {
  id: str,
  parentId: str,
  systemId: str,
  type: int,
  fullName: str,
  enCode: str,
  icon: str,
  urlAddress: str,
  linkTarget: str,
  propertyJson: nullableStr,
  sortCode: int,
  enabledMark: int,
  isButtonAuthorize: int,
  isColumnAuthorize: int,
  isFormAuthorize: int,
  isDataAuthorize: int,
  description: str,
};

export const menuNodeSchema = {
  $id: 'atrium.menuNode',
  type: 'object',
  required: ['id', 'fullName', 'children'],
  properties: { ...menuFields, hasChildren: { type: 'boolean' }, children: { type: 'array', items: { $ref: 'atrium.menuNode#' } } },
};

const selectorFields = { id: str, parentId: str, fullName: str, type: int, icon: str, enabledMark: int };
export const menuSelectorNodeSchema = {
  $id: 'atrium.menuSelectorNode',
  type: 'object',
  required: ['id', 'fullName', 'children'],
  properties: { ...selectorFields, hasChildren: { type: 'boolean' }, children: { type: 'array', items: { $ref: 'atrium.menuSelectorNode#' } } },
};

const menuBody = {
  type: 'object',
  properties: {
    id: text,
    parentId: { type: ['string', 'null'], maxLength: 64 },
    systemId: { type: ['string', 'null'], maxLength: 64 },
    type: { type: ['integer', 'null'], enum: [0, 1, 2, 3, 4, 5, 6, 7, 8, null] },
    fullName: text,
    enCode: text,
    icon: text,
    urlAddress: text,
    linkTarget: { type: ['string', 'null'], enum: ['_self', '_blank', '', null] },
    propertyJson: text,
    sortCode: sort,
    enabledMark: flag,
    isButtonAuthorize: flag,
    isColumnAuthorize: flag,
    isFormAuthorize: flag,
    isDataAuthorize: flag,
    description: text,
    translations: { type: ['object', 'null'], additionalProperties: false, properties: { zhtw: text, en: text } },
  },
};

export const menuListSchema = {
  querystring: {
    type: 'object',
    properties: {
      systemId: { type: 'string', maxLength: 64 },
      keyword: { type: 'string', maxLength: 100 },
      // JNPF's Web/App split: every menu of this portal is a web menu.
      category: { type: 'string', enum: ['Web', 'App', ''] },
    },
  },
  response: envelope(listOf({ $ref: 'atrium.menuNode#' })),
};

export const menuSelectorSchema = {
  params: idParams,
  querystring: { type: 'object', properties: { systemId: { type: 'string', maxLength: 64 } } },
  response: envelope(listOf({ $ref: 'atrium.menuSelectorNode#' })),
};

export const systemSelectorSchema = {
  response: envelope(listOf(objectOf({ id: str, fullName: str, enCode: str, icon: str, sortCode: int, enabledMark: int }))),
};

export const menuInfoSchema = { params: idParams, response: envelope(objectOf({ ...menuFields, translations: objectOf({ zhtw: str, en: str }) })) };
export const menuCreateSchema = { body: menuBody, response: envelope(objectOf({ id: str })) };
export const menuUpdateSchema = { params: idParams, body: menuBody, response: emptyEnvelope };
export const deleteSchema = { params: idParams, response: emptyEnvelope };
export const stateSchema = { params: idParams, response: envelope(objectOf({ enabledMark: int })) };

// Buttons, list columns and form fields.
export const resourceFields = {
  id: str,
  moduleId: str,
  parentId: str,
  fullName: str,
  enCode: str,
  bindTable: str,
  sortCode: int,
  enabledMark: int,
  description: str,
};

export const buttonNodeSchema = {
  $id: 'atrium.moduleButtonNode',
  type: 'object',
  required: ['id', 'fullName', 'children'],
  properties: { ...resourceFields, hasChildren: { type: 'boolean' }, children: { type: 'array', items: { $ref: 'atrium.moduleButtonNode#' } } },
};

const resourceBodyProperties = {
  id: text,
  moduleId: { type: ['string', 'null'], maxLength: 64 },
  parentId: { type: ['string', 'null'], maxLength: 64 },
  fullName: text,
  enCode: text,
  bindTable: text,
  sortCode: sort,
  enabledMark: flag,
  description: text,
};
const resourceBody = { type: 'object', properties: resourceBodyProperties };
const moduleParams = objectOf({ moduleId: idField });
const keywordQuery = { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 } } };

export const buttonListSchema = { params: moduleParams, querystring: keywordQuery, response: envelope(listOf({ $ref: 'atrium.moduleButtonNode#' })) };
export const fieldListSchema = { params: moduleParams, querystring: keywordQuery, response: envelope(listOf(objectOf(resourceFields))) };
export const resourceInfoSchema = { params: idParams, response: envelope(objectOf(resourceFields)) };
export const resourceCreateSchema = { body: resourceBody, response: envelope(objectOf({ id: str })) };
export const resourceUpdateSchema = { params: idParams, body: resourceBody, response: emptyEnvelope };
export const resourceBatchSchema = {
  body: {
    type: 'object',
    properties: {
      moduleId: { type: ['string', 'null'], maxLength: 64 },
      bindTable: text,
      // At most 500 fields at once: more than any real table has.
      columnJson: {
        type: ['array', 'null'],
        maxItems: 500,
        items: { type: 'object', properties: { fullName: text, enCode: text, bindTable: text, sortCode: sort, enabledMark: flag, description: text } },
      },
    },
  },
  response: envelope(objectOf({ count: int })),
};

// Data rules and schemes.
export const ruleFields = {
  id: str,
  moduleId: str,
  fullName: str,
  enCode: str,
  fieldType: str,
  conditionSymbol: str,
  conditionText: str,
  bindTable: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorTime: int,
};

const ruleBody = {
  type: 'object',
  properties: {
    id: text,
    moduleId: { type: ['string', 'null'], maxLength: 64 },
    fullName: text,
    enCode: text,
    fieldType: { type: ['string', 'null'], enum: [...FIELD_TYPES, null] },
    conditionSymbol: { type: ['string', 'null'], enum: [...OPERATORS, null] },
    conditionText: text,
    bindTable: text,
    sortCode: sort,
    enabledMark: flag,
    description: text,
  },
};

export const schemeFields = {
  id: str,
  moduleId: str,
  fullName: str,
  enCode: str,
  conditionJson: str,
  allData: int,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorTime: int,
};

const schemeBody = {
  type: 'object',
  properties: {
    id: text,
    moduleId: { type: ['string', 'null'], maxLength: 64 },
    fullName: text,
    enCode: text,
    // JSON text, as JNPF sends it (docs/server.md "Data rules").
    conditionJson: { type: ['string', 'null'], maxLength: 20000 },
    allData: flag,
    sortCode: sort,
    enabledMark: flag,
    description: text,
  },
};

export const ruleListSchema = { params: moduleParams, response: envelope(listOf(objectOf(ruleFields))) };
export const ruleInfoSchema = { params: idParams, response: envelope(objectOf(ruleFields)) };
export const ruleCreateSchema = { body: ruleBody, response: envelope(objectOf({ id: str })) };
export const ruleUpdateSchema = { params: idParams, body: ruleBody, response: emptyEnvelope };
export const schemeListSchema = { params: moduleParams, response: envelope(listOf(objectOf(schemeFields))) };
export const schemeInfoSchema = { params: idParams, response: envelope(objectOf(schemeFields)) };
export const schemeCreateSchema = { body: schemeBody, response: envelope(objectOf({ id: str })) };
export const schemeUpdateSchema = { params: idParams, body: schemeBody, response: emptyEnvelope };
