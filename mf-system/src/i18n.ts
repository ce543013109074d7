import { addTranslations } from '@atrium/shared';
import en from './locales/en';
import zh from './locales/zh';
import zhtw from './locales/zhtw';

export const SYSTEM_NS = 'system';

export function registerSystemTranslations(): void {
  addTranslations(SYSTEM_NS, { zh, zhtw, en });
}
