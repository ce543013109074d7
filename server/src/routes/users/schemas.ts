import { emptyEnvelope, envelope, idParams, int, objectOf } from '../common-schemas';

export const unlockSchema = { params: idParams, response: emptyEnvelope };

/** JNPF toggles the state with an empty body; an explicit enabledMark is accepted too. */
export const stateSchema = {
  params: idParams,
  body: {
    type: ['object', 'null'],
    properties: { enabledMark: { type: 'integer', enum: [0, 1] } },
  },
  response: envelope(objectOf({ enabledMark: int })),
};

export const createUserSchema = {
  body: {
    type: 'object',
    required: ['account', 'realName'],
    properties: {
      account: { type: 'string', maxLength: 200 },
      realName: { type: 'string', maxLength: 200 },
      organizeId: { type: ['string', 'null'], maxLength: 64 },
      roleIds: { type: ['array', 'null'], maxItems: 50, items: { type: 'string', minLength: 1, maxLength: 64 } },
      password: { type: ['string', 'null'], maxLength: 64 },
    },
  },
  response: envelope(objectOf({ id: { type: 'string' }, password: { type: ['string', 'null'] } })),
};
