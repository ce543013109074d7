import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../plugins/global-plugin';
import { schedulerOf } from '../schedule/plugin';
import type { ActionParam, ScheduleAction } from '../schedule/actions';
import { scheduledBeyond } from './repository';
import { BackupManager } from './service';

/** Keyed by the HTTP server, which every scope of one app shares. */
const registry = new WeakMap<object, BackupManager>();

export function backupManagerOf(app: FastifyInstance): BackupManager {
  const manager = registry.get(app.server);
  if (!manager) throw new Error('atrium-server: the backup plugin is not registered in this app');
  return manager;
}

const KEEP_COUNT: ActionParam = { name: 'keepCount', type: 'integer', min: 0, max: 1000, default: 7 };

/** The scheduled-task action: an online backup, then scheduled backups beyond the newest keepCount removed. */
export function backupAction(manager: BackupManager): ScheduleAction {
  return {
    id: 'backupDatabase',
    name: 'taskActionBackupDb',
    hint: 'taskActionBackupDbHint',
    params: [KEEP_COUNT],
    async run({ db, params, signal }) {
      const backup = await manager.create('schedule', null, '', { signal });
      const keep = typeof params.keepCount === 'number' ? params.keepCount : KEEP_COUNT.default;
      const old = keep > 0 ? scheduledBeyond(db, keep) : [];
      for (const item of old) await manager.remove(item.id);
      return `${backup.fileName} ${backup.fileSize} bytes, removed ${old.length}`;
    },
  };
}

/**
 * 数据备份 (issue 16 item 11): the backup manager of this app and its scheduled-task action
 * `backupDatabase`. Registered after the scheduler plugin.
 */
export const backupPlugin = globalPlugin('atrium-backup', async (app) => {
  const manager = new BackupManager({ db: app.db, dbFile: app.config.dbFile, clock: app.clock });
  registry.set(app.server, manager);
  schedulerOf(app).actions.register(backupAction(manager));
});
