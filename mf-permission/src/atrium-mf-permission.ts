// mf-permission: page parcels keyed by the menu's urlAddress. Each page loads on first use.
import type { ParcelConfig } from 'single-spa';
import { registerPermissionTranslations } from './i18n';

// Strings and page code load together: a page mounts with its language ready.
const page = (load: () => Promise<{ default: ParcelConfig }>) => () =>
  Promise.all([registerPermissionTranslations(), load()]).then(([, module]) => module.default);

export const pages: Record<string, () => Promise<ParcelConfig>> = {
  'permission/grade': page(() => import('./grade/parcel')),
  'permission/organize': page(() => import('./organize/parcel')),
  'permission/department': page(() => import('./department/parcel')),
  'permission/position': page(() => import('./position/parcel')),
  'permission/user': page(() => import('./user/parcel')),
  'permission/role': page(() => import('./role/parcel')),
  'permission/userGroup': page(() => import('./userGroup/parcel')),
  'permission/authorize': page(() => import('./authorize/parcel')),
  'permission/userOnline': page(() => import('./userOnline/parcel')),
};
