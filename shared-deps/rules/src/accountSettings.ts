/**
 * The settings of an account of each message channel (JNPF 3.x AccountConfig field names), keyed by
 * JNPF msgSendType. The account form draws its inputs from them and the server checks the same list.
 */
export type SettingKind = 'text' | 'port' | 'flag' | 'secret' | 'email' | 'url' | 'choice';

export interface SettingField {
  key: string;
  kind: SettingKind;
  /** A secret is required only while none is stored (blank on edit keeps it). */
  required: boolean;
  max?: number;
  /** For `choice`: the message type list that names the options (3 webhook types, 4 SMS vendors). */
  choices?: 3 | 4;
}

const text = (key: string, required: boolean, max = 100): SettingField => ({ key, kind: 'text', required, max });
const secret = (key: string, required: boolean): SettingField => ({ key, kind: 'secret', required, max: 500 });

export const CHANNEL_SETTINGS = {
  2: [
    text('smtpServer', true),
    { key: 'smtpPort', kind: 'port', required: true },
    { key: 'sslLink', kind: 'flag', required: false },
    text('smtpUser', false),
    secret('smtpPassword', false),
    text('addressorName', false, 50),
    { key: 'senderAddress', kind: 'email', required: true, max: 100 },
  ],
  3: [{ key: 'channel', kind: 'choice', required: true, choices: 4 }, text('appId', true), secret('appSecret', true), text('signature', true, 50), text('endPoint', false)],
  4: [text('appId', true), text('agentId', true), secret('appSecret', true)],
  5: [text('enterpriseId', true), text('agentId', true), secret('appSecret', true)],
  6: [text('appId', true), secret('appSecret', true)],
  7: [{ key: 'webhookType', kind: 'choice', required: true, choices: 3 }, { key: 'webhookAddress', kind: 'url', required: true, max: 500 }, secret('webhookSecret', false)],
} as const satisfies Readonly<Record<number, readonly SettingField[]>>;
