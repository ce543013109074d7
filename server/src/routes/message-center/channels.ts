import { CHANNEL_SETTINGS, type SettingField as SharedSettingField } from '@atrium/rules';
import type { MessageKey } from '../../i18n/messages';

/** JNPF msgSendType: the channel a message goes out on. 1 (site message) needs no account. */
export const Channel = { site: 1, mail: 2, sms: 3, dingTalk: 4, weCom: 5, mp: 6, webhook: 7 } as const;
export type ChannelValue = (typeof Channel)[keyof typeof Channel];
export const CHANNELS: readonly ChannelValue[] = [1, 2, 3, 4, 5, 6, 7];
export const ACCOUNT_CHANNELS: readonly ChannelValue[] = [2, 3, 4, 5, 6, 7];

export const isChannel = (value: unknown): value is ChannelValue => CHANNELS.includes(value as ChannelValue);
export const isAccountChannel = (value: unknown): value is ChannelValue => ACCOUNT_CHANNELS.includes(value as ChannelValue);

/** Message sources (what produced the message): 1 notice, 2 workflow, 3 system, 4 schedule. */
export const SOURCES = [1, 2, 3, 4] as const;

/**
 * Each account channel has its own page (menu msgCenter/accountConfig/…), so permissions are
 * checked against the page of the account's channel.
 */
export const ACCOUNT_PAGES: Readonly<Record<number, string>> = {
  2: 'msgCenter.accountConfig.mail',
  3: 'msgCenter.accountConfig.shortMsg',
  4: 'msgCenter.accountConfig.dingTalk',
  5: 'msgCenter.accountConfig.weCom',
  6: 'msgCenter.accountConfig.mp',
  7: 'msgCenter.accountConfig.webhook',
};
export const TEMPLATE_PAGE = 'msgCenter.msgTemplate';
export const SEND_CONFIG_PAGE = 'msgCenter.sendConfig';
export const MONITOR_PAGE = 'msgCenter.msgMonitor';

/** Lists of GET /api/message/MessageDataType/getTypeList/{id}. */
export const DATA_TYPES: Readonly<Record<string, readonly { enCode: number; name: MessageKey }[]>> = {
  1: CHANNELS.map((value) => ({ enCode: value, name: `msgType${value}` as const })),
  2: SOURCES.map((value) => ({ enCode: value, name: `msgSource${value}` as const })),
  3: ([1, 2] as const).map((value) => ({ enCode: value, name: `webhookType${value}` as const })),
  4: ([1, 2] as const).map((value) => ({ enCode: value, name: `smsVendor${value}` as const })),
};

/** A setting as the server checks it: a choice lists the values its type list allows. */
export interface SettingField extends Omit<SharedSettingField, 'choices'> {
  choices?: readonly number[];
}

/** The channel-specific settings of an account, shared with the account form. */
export const ACCOUNT_SETTINGS: Readonly<Record<number, readonly SettingField[]>> = Object.fromEntries(
  Object.entries(CHANNEL_SETTINGS).map(([type, fields]) => [
    type,
    fields.map(({ choices, ...field }: SharedSettingField): SettingField => (choices === undefined ? field : { ...field, choices: (DATA_TYPES[choices] ?? []).map((choice) => choice.enCode) })),
  ]),
);
