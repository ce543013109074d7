import { emptyEnvelope, envelope, idParams, int, nullableStr, objectOf, str } from '../common-schemas';
import { userFormProperties } from './user-input';

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
    properties: { ...userFormProperties, password: { type: ['string', 'null'], maxLength: 64 } },
  },
  response: envelope(objectOf({ id: str, password: nullableStr })),
};

export const updateUserSchema = {
  params: idParams,
  body: { type: 'object', properties: { ...userFormProperties, id: { type: 'string', maxLength: 64 } } },
  response: emptyEnvelope,
};

export const userInfoSchema = {
  params: idParams,
  response: envelope(objectOf({
    id: str, account: str, realName: str, gender: int, mobilePhone: str, email: str, headIcon: str, organizeId: str,
    organizeIdTree: { type: 'array', items: { type: 'array', items: str } }, majorOrganizeId: str, positionId: str,
    majorPositionId: nullableStr, roleId: str, managerId: nullableStr, sortCode: int, enabledMark: int, description: str,
  })),
};

export const deleteUserSchema = { params: idParams, response: emptyEnvelope };
