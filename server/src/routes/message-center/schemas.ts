import { emptyEnvelope, envelope, idParams, int, nullableInt, objectOf, str } from '../common-schemas';
import { pagedQuerystring, paginationSchema } from '../paging';
import { SETTING_KEYS } from './account-settings';

const optionalText = { type: ['string', 'null'] } as const;
const optionalInt = { type: ['integer', 'null'] } as const;
// Inputs of number widgets may arrive as "25" or 25.
const textOrInt = { anyOf: [{ type: 'string', maxLength: 1000 }, { type: 'integer' }, { type: 'null' }] } as const;

const commonBody = {
  fullName: optionalText,
  enCode: optionalText,
  sortCode: optionalInt,
  enabledMark: { type: ['integer', 'null'], enum: [0, 1, null] },
  description: optionalText,
};

const commonView = {
  id: str,
  fullName: str,
  enCode: str,
  sortCode: int,
  enabledMark: int,
  description: str,
  creatorTime: int,
  lastModifyTime: nullableInt,
};

const page = (item: object): object => envelope(objectOf({ list: { type: 'array', items: item }, pagination: paginationSchema }));
const settingProperties = Object.fromEntries(SETTING_KEYS.map((key) => [key, textOrInt]));
const settingView = Object.fromEntries(SETTING_KEYS.map((key) => [key, { type: ['string', 'integer'] }]));
const accountView = objectOf({ ...commonView, type: int, ...settingView }, [...Object.keys(commonView), 'type']);
const created = envelope(objectOf({ id: str }));

export const accountSchemas = {
  list: {
    querystring: pagedQuerystring({ required: ['type'], properties: { type: { type: 'integer', minimum: 2, maximum: 7 } } }),
    response: page(accountView),
  },
  selector: {
    querystring: objectOf({ type: { type: 'integer', minimum: 2, maximum: 7 } }),
    response: envelope(objectOf({ list: { type: 'array', items: objectOf({ id: str, fullName: str, enCode: str }) } })),
  },
  info: { params: idParams, response: envelope(accountView) },
  create: { body: { type: 'object', properties: { ...commonBody, type: optionalInt, ...settingProperties } }, response: created },
  update: { params: idParams, body: { type: 'object', properties: { ...commonBody, ...settingProperties } }, response: emptyEnvelope },
  remove: { params: idParams, response: emptyEnvelope },
  state: { params: idParams, response: envelope(objectOf({ enabledMark: int })) },
  copy: { params: idParams, response: created },
};

const templateView = objectOf({
  ...commonView,
  messageType: int,
  messageSource: int,
  title: str,
  content: str,
  templateCode: str,
  paramList: { type: 'array', items: objectOf({ field: str }) },
});
const templateBody = {
  type: 'object',
  properties: {
    ...commonBody,
    messageType: optionalInt,
    messageSource: optionalInt,
    title: optionalText,
    content: optionalText,
    templateCode: optionalText,
  },
};

export const templateSchemas = {
  list: {
    querystring: pagedQuerystring({
      properties: {
        messageType: { type: 'integer', minimum: 0, maximum: 7 },
        messageSource: { type: 'integer', minimum: 0, maximum: 9 },
        enabledOnly: { type: 'integer', enum: [0, 1] },
      },
    }),
    response: page(templateView),
  },
  info: { params: idParams, response: envelope(templateView) },
  create: { body: templateBody, response: created },
  update: { params: idParams, body: templateBody, response: emptyEnvelope },
  remove: { params: idParams, response: emptyEnvelope },
  state: { params: idParams, response: envelope(objectOf({ enabledMark: int })) },
  copy: { params: idParams, response: created },
  testSendMail: {
    body: {
      type: 'object',
      required: ['id', 'accountId', 'toUser'],
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 64 },
        accountId: { type: 'string', minLength: 1, maxLength: 64 },
        toUser: { type: 'string', maxLength: 200 },
        paramsValue: { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 }, maxProperties: 100 },
      },
    },
    response: envelope(objectOf({ title: str, content: str, toUser: str })),
  },
};

const itemView = objectOf({ messageType: int, templateId: str, templateName: str, accountId: { type: ['string', 'null'] }, accountName: str });
const sendConfigView = objectOf({ ...commonView, messageSource: int, items: { type: 'array', items: itemView } });
const sendConfigBody = {
  type: 'object',
  properties: {
    ...commonBody,
    messageSource: optionalInt,
    items: {
      type: ['array', 'null'],
      maxItems: 20,
      items: {
        type: 'object',
        properties: { messageType: optionalInt, templateId: optionalText, accountId: optionalText },
      },
    },
  },
};

export const sendConfigSchemas = {
  list: { querystring: pagedQuerystring(), response: page(sendConfigView) },
  info: { params: idParams, response: envelope(sendConfigView) },
  create: { body: sendConfigBody, response: created },
  update: { params: idParams, body: sendConfigBody, response: emptyEnvelope },
  remove: { params: idParams, response: emptyEnvelope },
  state: { params: idParams, response: envelope(objectOf({ enabledMark: int })) },
  copy: { params: idParams, response: created },
};

const monitorView = objectOf({
  id: str,
  messageType: int,
  messageSource: int,
  isTest: int,
  accountName: str,
  templateName: str,
  receiveUser: str,
  title: str,
  content: str,
  status: int,
  errorMsg: str,
  sendUserName: str,
  sendTime: int,
});

export const monitorSchemas = {
  list: {
    querystring: pagedQuerystring({
      properties: {
        messageType: { type: 'integer', minimum: 0, maximum: 7 },
        startTime: { type: 'integer', minimum: 0 },
        endTime: { type: 'integer', minimum: 0 },
      },
    }),
    response: page(monitorView),
  },
  info: { params: idParams, response: envelope(monitorView) },
  batchRemove: {
    body: objectOf({ ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', minLength: 1, maxLength: 64 } } }),
    response: envelope(objectOf({ deleted: int })),
  },
  empty: { response: envelope(objectOf({ deleted: int })) },
};

export const dataTypeSchema = {
  params: objectOf({ id: { type: 'string', minLength: 1, maxLength: 64 } }),
  response: envelope({ type: 'array', items: objectOf({ id: str, fullName: str, enCode: int }) }),
};
