// mf-chat: `widgets.chatPanel` (the portal's chat drawer, mounted by the shell's chat button) and
// `chatParcel` (the same chat for legacy pages, mounted by dist/assets/chat-loader.js).
// Everything loads on first use.
import type { ParcelConfig, ParcelConfigObject } from 'single-spa';
import { registerChatTranslations } from './i18n';

// Strings and code load together: a parcel mounts with its language ready.
const lazyParcel = (load: () => Promise<{ default: ParcelConfig }>) => () =>
  Promise.all([registerChatTranslations(), load()]).then(([, module]) => module.default);

/** Mount props of `chatPanel`: `onClose()` is called when the user closes the panel. */
export const widgets: Record<string, () => Promise<ParcelConfig>> = {
  chatPanel: lazyParcel(() => import('./parcel/widgetParcel')),
};

/**
 * A single-spa parcel loading function for pages outside the portal:
 * `mountRootParcel(chatParcel, { domElement, token?, locale?, apiBase? })`.
 */
export const chatParcel: () => Promise<ParcelConfigObject> = () => import('./parcel/legacyParcel').then((module) => module.default as ParcelConfigObject);
