import { envelope, int, objectOf, str } from '../common-schemas';

const signedIn = objectOf({ token: str, theme: str });

export const smsCodeSchema = {
  body: objectOf({ phone: { type: 'string', minLength: 1, maxLength: 120 } }),
  response: envelope(objectOf({ interval: int, expiresIn: int })),
};

export const smsLoginSchema = {
  body: objectOf({
    phone: { type: 'string', minLength: 1, maxLength: 120 },
    code: { type: 'string', minLength: 1, maxLength: 20 },
  }),
  response: envelope(signedIn),
};

export const qrCreateSchema = {
  response: envelope(objectOf({ ticket: str, pollKey: str, qrcode: str, expiresIn: int })),
};

export const qrStatusSchema = {
  body: objectOf({ pollKey: { type: 'string', minLength: 1, maxLength: 100 } }),
  response: envelope({
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string', enum: ['waiting', 'confirmed', 'cancelled', 'expired'] }, token: str, theme: str },
  }),
};

export const qrAnswerSchema = {
  params: objectOf({ ticket: { type: 'string', minLength: 1, maxLength: 100 } }),
  response: envelope({ type: 'null' }),
};

const ssoType = { type: 'string', minLength: 1, maxLength: 50 } as const;

export const ssoRenderSchema = {
  params: objectOf({ type: ssoType }),
  response: envelope(str),
};

export const ssoCallbackSchema = {
  params: objectOf({ type: ssoType }),
  querystring: objectOf({ code: { type: 'string', maxLength: 500 }, state: { type: 'string', maxLength: 200 } }, []),
  response: envelope(signedIn),
};
