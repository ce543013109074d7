import { emptyEnvelope, envelope, idField, objectOf, str } from '../common-schemas';

/** Enough for a role holding every resource of a large tenant (300 menus, 2,000+ items). */
export const MAX_ITEMS = 20_000;
export const MAX_HOLDERS = 5_000;

const holderType = { type: 'string', enum: ['Role', 'Position', 'Organize', 'User'] } as const;
const itemType = { type: 'string', enum: ['system', 'module', 'button', 'column', 'form', 'resource'] } as const;
const idList = (max: number) => ({ type: 'array', maxItems: max, items: idField });
const items = {
  systemIds: idList(MAX_ITEMS),
  system: idList(MAX_ITEMS),
  module: idList(MAX_ITEMS),
  button: idList(MAX_ITEMS),
  column: idList(MAX_ITEMS),
  form: idList(MAX_ITEMS),
  resource: idList(MAX_ITEMS),
};

const node = {
  $id: 'atrium-authorize-data-node',
  type: 'object',
  required: ['id', 'parentId', 'fullName', 'enCode', 'icon', 'type', 'children'],
  properties: {
    id: str,
    parentId: str,
    fullName: str,
    enCode: str,
    icon: str,
    type: str,
    children: { type: 'array', items: { $ref: 'atrium-authorize-data-node#' } },
  },
};
export const authorizeNodeSchema = node;

const strings = { type: 'array', items: str };

export const valuesSchema = {
  params: objectOf({ objectId: idField }),
  body: objectOf(
    {
      objectType: holderType,
      type: itemType,
      // JNPF sends the menus ticked so far as comma-separated text; a list is accepted too.
      moduleIds: { anyOf: [{ type: 'string', maxLength: MAX_ITEMS * 65 }, idList(MAX_ITEMS)] },
    },
    ['objectType'],
  ),
  response: envelope(objectOf({ list: { type: 'array', items: { $ref: 'atrium-authorize-data-node#' } }, ids: strings, all: strings })),
};

export const saveSchema = {
  params: objectOf({ objectId: idField }),
  body: objectOf({ objectType: holderType, ...items }, ['objectType']),
  response: emptyEnvelope,
};

export const batchSchema = {
  body: objectOf(
    {
      roleIds: idList(MAX_HOLDERS),
      positionIds: idList(MAX_HOLDERS),
      organizeIds: idList(MAX_HOLDERS),
      userIds: idList(MAX_HOLDERS),
      ...items,
    },
    [],
  ),
  response: emptyEnvelope,
};

export const modelSchema = {
  params: objectOf({ itemId: idField, objectType: holderType }),
  response: envelope(objectOf({ itemType: str, ids: strings })),
};

export const setModelSchema = {
  params: objectOf({ itemId: idField }),
  body: objectOf({ objectType: holderType, objectIds: idList(MAX_HOLDERS) }),
  response: emptyEnvelope,
};
