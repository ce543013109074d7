import { NAME_MAX } from '@atrium/rules';
import { bool, emptyEnvelope, envelope, idField, int, listOf, objectOf, str } from '../common-schemas';

export const FLAG_KEYS = [
  'mandatoryModificationOfInitialPassword',
  'loginNeedCode',
  'singleLogin',
  'passwordStrengthLimit',
  'passwordLengthMin',
  'containsNumbers',
  'includeLowercaseLetters',
  'includeUppercaseLetters',
  'containsCharacters',
  'emailSsl',
  // Issue 16 item 14: whether changes go to enterprise chat / DingTalk as they happen (JNPF's switches).
  'qyhIsSynOrg',
  'qyhIsSynUser',
  'dingSynIsSynOrg',
  'dingSynIsSynUser',
] as const;

/** Write-only: never sent to a browser; an empty or absent value keeps the stored one. */
export const SECRET_KEYS = ['emailPassword', 'qyhAgentSecret', 'qyhCorpSecret', 'dingSynAppSecret'] as const;

/** The uploaded logos: '' (none), an uploaded image served by GET /Logo/{key}/{fileId}, or an http(s) URL. */
export const LOGO_KEYS = ['logoIcon', 'loginIcon', 'navigationIcon'] as const;

/** Spec section 5 "password 6-16": the minimum a policy may demand lies in that range. */
export const PASSWORD_MIN_LOW = 6;
export const PASSWORD_MIN_HIGH = 16;

const flag = { type: 'integer', enum: [0, 1] } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const TEXT_LIMITS = {
  sysName: NAME_MAX,
  sysVersion: 50,
  copyright: 200,
  // Icons are URLs of uploaded files, not inline images.
  logoIcon: 1000,
  loginIcon: 1000,
  navigationIcon: 1000,
  emailSmtpHost: 255,
  emailSenderName: NAME_MAX,
  emailAccount: 100,
  emailPassword: 200,
  // Enterprise chat (WeCom) and DingTalk (issue 16 item 14).
  qyhCorpId: 100,
  qyhAgentId: 50,
  qyhAgentSecret: 200,
  qyhCorpSecret: 200,
  dingSynAppKey: 100,
  dingAgentId: 50,
  dingSynAppSecret: 200,
} as const;

const textProperties = Object.fromEntries(Object.entries(TEXT_LIMITS).map(([key, max]) => [key, text(max)]));
const flagProperties = Object.fromEntries(FLAG_KEYS.map((key) => [key, flag]));
const port = { type: 'integer', minimum: 1, maximum: 65535 } as const;

const settingsFields = {
  sysName: str,
  sysVersion: str,
  copyright: str,
  logoIcon: str,
  loginIcon: str,
  navigationIcon: str,
  mandatoryModificationOfInitialPassword: int,
  loginNeedCode: int,
  singleLogin: int,
  passwordStrengthLimit: int,
  passwordLengthMin: int,
  passwordLengthMinNumber: int,
  containsNumbers: int,
  includeLowercaseLetters: int,
  includeUppercaseLetters: int,
  containsCharacters: int,
  passwordErrorsNumber: int,
  lockType: int,
  lockTime: int,
  emailSmtpHost: str,
  emailSmtpPort: int,
  emailSsl: int,
  emailSenderName: str,
  emailAccount: str,
  qyhCorpId: str,
  qyhAgentId: str,
  qyhIsSynOrg: int,
  qyhIsSynUser: int,
  dingSynAppKey: str,
  dingAgentId: str,
  dingSynIsSynOrg: int,
  dingSynIsSynUser: int,
  /** Whether each secret is stored (the secrets themselves never leave the server). */
  secretsSet: objectOf({ emailPassword: bool, qyhAgentSecret: bool, qyhCorpSecret: bool, dingSynAppSecret: bool }),
};

/** The account lock after wrong passwords (issue 12 item 8). */
export const LOCK_KEYS = ['passwordErrorsNumber', 'lockType', 'lockTime'] as const;
const lockProperties = {
  passwordErrorsNumber: { type: 'integer', minimum: 0, maximum: 100 },
  lockType: { type: 'integer', enum: [1, 2] },
  lockTime: { type: 'integer', minimum: 1, maximum: 1440 },
} as const;

/** Every key PUT may write. */
export const WRITABLE_KEYS: ReadonlySet<string> = new Set([...Object.keys(TEXT_LIMITS), ...FLAG_KEYS, 'passwordLengthMinNumber', 'emailSmtpPort', ...LOCK_KEYS]);

export const getSchema = { response: envelope(objectOf(settingsFields)) };

/** Partial update: keys left out keep their value; emailPassword left out or empty keeps the stored one. */
export const putSchema = {
  body: {
    type: 'object',
    // With Fastify's removeAdditional, unknown keys are dropped, so a client cannot plant arbitrary config rows.
    additionalProperties: false,
    properties: {
      ...textProperties,
      ...flagProperties,
      passwordLengthMinNumber: { type: 'integer', minimum: PASSWORD_MIN_LOW, maximum: PASSWORD_MIN_HIGH },
      emailSmtpPort: port,
      ...lockProperties,
    },
  },
  response: emptyEnvelope,
};

export const emailTestSchema = {
  body: {
    type: 'object',
    required: ['emailSmtpHost', 'emailSmtpPort'],
    properties: {
      emailSmtpHost: { type: 'string', minLength: 1, maxLength: TEXT_LIMITS.emailSmtpHost },
      emailSmtpPort: port,
      emailSsl: flag,
      emailAccount: text(TEXT_LIMITS.emailAccount),
      emailPassword: text(TEXT_LIMITS.emailPassword),
      emailSenderName: text(TEXT_LIMITS.emailSenderName),
    },
  },
  response: emptyEnvelope,
};

export const adminListSchema = { response: envelope(listOf(objectOf({ id: str, account: str, realName: str }))) };
export const setAdminListSchema = {
  body: objectOf({ adminIds: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: idField } }),
  response: emptyEnvelope,
};
