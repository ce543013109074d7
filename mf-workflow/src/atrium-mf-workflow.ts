// mf-workflow: page parcels keyed by the menu's urlAddress. Each page loads on first use.
import type { ParcelConfig } from 'single-spa';
import { registerWorkflowTranslations } from './i18n';

type PageLoader = () => Promise<ParcelConfig>;

// Strings and page code load together: a page mounts with its language ready.
const page = (load: () => Promise<ParcelConfig>): PageLoader => () => Promise.all([registerWorkflowTranslations(), load()]).then(([, parcel]) => parcel);

const lists = (kind: 'launch' | 'todo' | 'done' | 'circulate' | 'monitor'): PageLoader => page(() => import('./lists/parcels').then((module) => module.taskListParcels[kind]));

export const pages: Record<string, PageLoader> = {
  'workFlow/formDesign': page(() => import('./formDesign/parcel').then((module) => module.default)),
  'workFlow/flowEngine': page(() => import('./engine/parcel').then((module) => module.default)),
  'workFlow/addFlow': page(() => import('./launch/parcel').then((module) => module.default)),
  'workFlow/flowLaunch': lists('launch'),
  'workFlow/flowTodo': lists('todo'),
  'workFlow/flowDone': lists('done'),
  'workFlow/flowCirculate': lists('circulate'),
  'workFlow/flowMonitor': lists('monitor'),
  'workFlow/entrust': page(() => import('./delegate/parcel').then((module) => module.default)),
  workFlowDetail: page(() => import('./detail/parcel').then((module) => module.default)),
};
