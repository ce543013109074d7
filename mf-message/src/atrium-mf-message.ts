// mf-message: page parcels keyed by the menu's urlAddress, and widgets other modules mount
// (the shell mounts `widgets.messageDrawer` from the bell). Everything loads on first use.
import type { ParcelConfig } from 'single-spa';
import type { AccountKindName } from './accounts/kinds';
import { registerMessageTranslations } from './i18n';

// Strings and code load together: a parcel mounts with its language ready.
const lazyParcel = (load: () => Promise<{ default: ParcelConfig }>) => () =>
  Promise.all([registerMessageTranslations(), load()]).then(([, module]) => module.default);

// The six account pages share one chunk; each parcel shows the accounts of its own channel.
const accountPage = (kind: AccountKindName) => lazyParcel(() => import('./accounts/parcels').then((module) => ({ default: module.accountParcel(kind) })));

export const pages: Record<string, () => Promise<ParcelConfig>> = {
  messageRecord: lazyParcel(() => import('./record/parcel')),
  'system/notice': lazyParcel(() => import('./notice/parcel')),
  'msgCenter/accountConfig/mail': accountPage('mail'),
  'msgCenter/accountConfig/shortMsg': accountPage('shortMsg'),
  'msgCenter/accountConfig/weCom': accountPage('weCom'),
  'msgCenter/accountConfig/dingTalk': accountPage('dingTalk'),
  'msgCenter/accountConfig/webhook': accountPage('webhook'),
  'msgCenter/accountConfig/mp': accountPage('mp'),
  'msgCenter/msgTemplate': lazyParcel(() => import('./templates/parcel')),
  'msgCenter/sendConfig': lazyParcel(() => import('./sendConfig/parcel')),
  'msgCenter/msgMonitor': lazyParcel(() => import('./monitor/parcel')),
};

/** Mount props of `messageDrawer`: `onClose()` is called once the drawer has closed. */
export const widgets: Record<string, () => Promise<ParcelConfig>> = {
  messageDrawer: lazyParcel(() => import('./drawer/parcel')),
};
