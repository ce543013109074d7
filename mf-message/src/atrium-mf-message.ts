// mf-message: page parcels keyed by the menu's urlAddress, and widgets other modules mount
// (the shell mounts `widgets.messageDrawer` from the bell). Everything loads on first use.
import type { ParcelConfig } from 'single-spa';
import { registerMessageTranslations } from './i18n';

// Strings and code load together: a parcel mounts with its language ready.
const lazyParcel = (load: () => Promise<{ default: ParcelConfig }>) => () =>
  Promise.all([registerMessageTranslations(), load()]).then(([, module]) => module.default);

export const pages: Record<string, () => Promise<ParcelConfig>> = {
  messageRecord: lazyParcel(() => import('./record/parcel')),
  'system/notice': lazyParcel(() => import('./notice/parcel')),
  workFlowDetail: lazyParcel(() => import('./flowDetail/parcel')),
};

/** Mount props of `messageDrawer`: `onClose()` is called once the drawer has closed. */
export const widgets: Record<string, () => Promise<ParcelConfig>> = {
  messageDrawer: lazyParcel(() => import('./drawer/parcel')),
};
