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
    sessionCount: int,
  }))),
};

export const forceOfflineSchema = {
  params: idParams,
  response: envelope(objectOf({ sessions: int })),
};
