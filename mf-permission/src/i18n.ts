import { addTranslations } from '@atrium/shared';
import type { PermissionMessages } from './locales/zh';

export const PERMISSION_NS = 'permission';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: PermissionMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerPermissionTranslations(): Promise<void> {
  return addTranslations(PERMISSION_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}
