// mf-system: page parcels keyed by the menu's urlAddress. Each page loads on first use.
import type { ParcelConfig } from 'single-spa';
import { registerSystemTranslations } from './i18n';

registerSystemTranslations();

export const pages: Record<string, () => Promise<ParcelConfig>> = {
  'systemData/dictionary': () => import('./dictionary/parcel').then((module) => module.default),
};
