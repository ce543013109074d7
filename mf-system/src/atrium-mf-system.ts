// mf-system: page parcels keyed by the menu's urlAddress. Each page loads on first use.
import type { ParcelConfig } from 'single-spa';
import { registerSystemTranslations } from './i18n';

// Strings and page code load together: a page mounts with its language ready.
const page = (load: () => Promise<{ default: ParcelConfig }>) => () =>
  Promise.all([registerSystemTranslations(), load()]).then(([, module]) => module.default);

export const pages: Record<string, () => Promise<ParcelConfig>> = {
  'systemData/dictionary': page(() => import('./dictionary/parcel')),
  'system/billRule': page(() => import('./billRule/parcel')),
  'system/area': page(() => import('./area/parcel')),
  'system/sysConfig': page(() => import('./sysConfig/parcel')),
  'system/menu': page(() => import('./menu/parcel')),
  'system/deploy': page(() => import('./deploy/parcel')),
  'system/printDev': page(() => import('./print/parcel')),
  'system/task': page(() => import('./task/parcel')),
  'system/log': page(() => import('./log/parcel')),
  'system/cache': page(() => import('./cache/parcel')),
  'system/monitor': page(() => import('./monitor/parcel')),
  'system/icons': page(() => import('./icons/parcel')),
  'system/commonWords': page(() => import('./commonWords/parcel')),
  'system/language': page(() => import('./language/parcel')),
  'systemData/map': page(() => import('./map/parcel')),
  'systemData/dataInterface': page(() => import('./dataInterface/parcel')),
  'systemData/dataBackup': page(() => import('./backup/parcel')),
  'systemData/interfaceAuth': page(() => import('./interfaceAuth/parcel')),
  'systemData/dataSource': page(() => import('./dataSource/parcel')),
  'systemData/dataModel': page(() => import('./dataModel/parcel')),
  'systemData/dataSync': page(() => import('./dataSync/parcel')),
  // 扩展示例: the list kit and the form kit shown at work, as JNPF's demo pages do.
  'extend/tableDemo': page(() => import('./tableDemo/parcel')),
  'extend/formDemo': page(() => import('./formDemo/parcel')),
};
