import { addTranslations } from '@atrium/shared';
import en from './locales/en';
import zh from './locales/zh';
import zhtw from './locales/zhtw';

export const SHELL_NS = 'shell';

export function registerShellTranslations(): void {
  addTranslations(SHELL_NS, { zh, zhtw, en });
}
