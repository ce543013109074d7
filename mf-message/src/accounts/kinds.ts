/**
 * The account channels of the message centre and their settings (JNPF 3.x AccountConfig field
 * names; the server checks the same list). Channel numbers are JNPF's msgSendType.
 */
export type SettingKind = 'text' | 'port' | 'flag' | 'secret' | 'email' | 'url' | 'choice';

export interface SettingField {
  key: string;
  kind: SettingKind;
  required: boolean;
  /** For `choice`: which server type list names the options (3 webhook types, 4 SMS vendors). */
  choices?: 3 | 4;
  max?: number;
}

export interface AccountKind {
  /** Menu urlAddress of the page. */
  page: string;
  type: number;
  fields: readonly SettingField[];
}

const text = (key: string, required: boolean, max = 100): SettingField => ({ key, kind: 'text', required, max });
const secret = (key: string, required: boolean): SettingField => ({ key, kind: 'secret', required, max: 500 });

export const ACCOUNT_KINDS = {
  mail: {
    page: 'msgCenter/accountConfig/mail',
    type: 2,
    fields: [
      text('smtpServer', true),
      { key: 'smtpPort', kind: 'port', required: true },
      { key: 'sslLink', kind: 'flag', required: false },
      text('smtpUser', false),
      secret('smtpPassword', false),
      text('addressorName', false, 50),
      { key: 'senderAddress', kind: 'email', required: true, max: 100 },
    ],
  },
  shortMsg: {
    page: 'msgCenter/accountConfig/shortMsg',
    type: 3,
    fields: [{ key: 'channel', kind: 'choice', required: true, choices: 4 }, text('appId', true), secret('appSecret', true), text('signature', true, 50), text('endPoint', false)],
  },
  dingTalk: { page: 'msgCenter/accountConfig/dingTalk', type: 4, fields: [text('appId', true), text('agentId', true), secret('appSecret', true)] },
  weCom: { page: 'msgCenter/accountConfig/weCom', type: 5, fields: [text('enterpriseId', true), text('agentId', true), secret('appSecret', true)] },
  mp: { page: 'msgCenter/accountConfig/mp', type: 6, fields: [text('appId', true), secret('appSecret', true)] },
  webhook: {
    page: 'msgCenter/accountConfig/webhook',
    type: 7,
    fields: [{ key: 'webhookType', kind: 'choice', required: true, choices: 3 }, { key: 'webhookAddress', kind: 'url', required: true, max: 500 }, secret('webhookSecret', false)],
  },
} as const satisfies Record<string, AccountKind>;

export type AccountKindName = keyof typeof ACCOUNT_KINDS;

/** What the server shows instead of a stored secret. */
export const SECRET_MASK = '******';
