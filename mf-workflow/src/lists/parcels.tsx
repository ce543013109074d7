import type { ParcelConfig } from 'single-spa';
import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import lists from './lists.module.css';
import { TaskListPage, type TaskListKind } from './TaskListPage';

const parcelOf = (kind: TaskListKind): ParcelConfig => createPageParcel({ rootComponent: () => <TaskListPage kind={kind} />, styles: [common, lists] });

/** One parcel per list page (each tab mounts its own). */
export const taskListParcels: Record<TaskListKind, ParcelConfig> = {
  launch: parcelOf('launch'),
  todo: parcelOf('todo'),
  done: parcelOf('done'),
  circulate: parcelOf('circulate'),
  monitor: parcelOf('monitor'),
};
