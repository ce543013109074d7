/**
 * The account channels of the message centre: one page each, with the channel's settings as the
 * server checks them. Channel numbers are JNPF's msgSendType.
 */
import { CHANNEL_SETTINGS, type SettingField } from '@atrium/shared';

export type { SettingField, SettingKind } from '@atrium/shared';

export interface AccountKind {
  /** Menu urlAddress of the page. */
  page: string;
  type: number;
  fields: readonly SettingField[];
}

export const ACCOUNT_KINDS = {
  mail: { page: 'msgCenter/accountConfig/mail', type: 2, fields: CHANNEL_SETTINGS[2] },
  shortMsg: { page: 'msgCenter/accountConfig/shortMsg', type: 3, fields: CHANNEL_SETTINGS[3] },
  dingTalk: { page: 'msgCenter/accountConfig/dingTalk', type: 4, fields: CHANNEL_SETTINGS[4] },
  weCom: { page: 'msgCenter/accountConfig/weCom', type: 5, fields: CHANNEL_SETTINGS[5] },
  mp: { page: 'msgCenter/accountConfig/mp', type: 6, fields: CHANNEL_SETTINGS[6] },
  webhook: { page: 'msgCenter/accountConfig/webhook', type: 7, fields: CHANNEL_SETTINGS[7] },
} as const satisfies Record<string, AccountKind>;

export type AccountKindName = keyof typeof ACCOUNT_KINDS;

/** What the server shows instead of a stored secret. */
export const SECRET_MASK = '******';
