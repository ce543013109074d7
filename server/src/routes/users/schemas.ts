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
