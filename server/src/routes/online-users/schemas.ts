import { envelope, idParams, int, listOf, objectOf, str } from '../common-schemas';

export const onlineListSchema = {
  querystring: {
    type: 'object',
    properties: { keyword: { type: 'string', maxLength: 100 } },
  },
  response: envelope(listOf(objectOf({
    userId: str,
    userAccount: str,
    userName: str,
    loginTime: int,
    lastTime: int,
    loginIPAddress: str,
    loginPlatForm: str,
    sessionCount: int,
  }))),
};

export const forceOfflineSchema = {
  params: idParams,
  response: envelope(objectOf({ sessions: int })),
};

export const bulkOfflineSchema = {
  body: objectOf({ ids: { type: 'array', minItems: 1, maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 64 } } }),
  response: envelope(objectOf({ sessions: int })),
};
