import { addTranslations } from '@atrium/shared';
import type { ShellMessages } from './locales/zh';

export const SHELL_NS = 'shell';

const load = (locale: 'zh' | 'zhtw' | 'en') => () =>
  import(/* webpackChunkName: "locale-[request]" */ `./locales/${locale}`).then((module: { default: ShellMessages }) => module.default);

/** Only the current language is fetched; the others come when the user switches. */
export function registerShellTranslations(): Promise<void> {
  return addTranslations(SHELL_NS, { zh: load('zh'), zhtw: load('zhtw'), en: load('en') });
}
