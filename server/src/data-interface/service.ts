import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { ApiError, badRequest, notFound } from '../plugins/errors';
import { executeReading, type Engine, type ResultRow } from './execute';
import type { ParamInput } from './model';
import { findInterface, insertLog, type DataInterface } from './repository';
import type { DataInterfaceSettings } from './settings';
import { createSqlRunner } from '../sql-readonly/runner';

/** Who calls: the log's user and address. */
export interface Caller {
  userId: string | null;
  ip: string;
}

/** How a call was made, as the log shows it. */
export type CallAction = 'preview' | 'fields' | 'list' | 'infoByIds' | (string & {});

export interface DataInterfaceService {
  engine: Engine;
  /** Runs `work` for interface `id` and logs it (when, who, from where, how long, the outcome) whatever happens. */
  logged<T>(id: string, caller: Caller, action: CallAction, work: () => Promise<T>): Promise<T>;
  /** The rows of an enabled interface for `caller`, logged: what popup selects, the online-dev runtime or scheduled tasks read. */
  callEnabled(id: string, paramList: readonly ParamInput[] | null | undefined, caller: Caller, action: CallAction): Promise<{ item: DataInterface; rows: ResultRow[]; reads: string[] }>;
  close(): Promise<void>;
}

/**
 * The data-interface engine for one server process: its own SQL child process (started on first
 * use) and the call log. Routes make one; other server modules that run interfaces (the online-dev
 * runtime, scheduled tasks) may make their own with the same arguments.
 */
export function createDataInterfaceService(options: { db: Db; dbFile: string; settings: DataInterfaceSettings; clock: () => number }): DataInterfaceService {
  const runner = createSqlRunner(options.dbFile, options.settings.timeoutMs);
  const engine: Engine = { db: options.db, runner, settings: options.settings };

  const logged = async <T>(id: string, caller: Caller, action: CallAction, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const entry = { id: newId(), interfaceId: id, invokeTime: options.clock(), userId: caller.userId, ip: caller.ip, action };
    try {
      const result = await work();
      insertLog(options.db, { ...entry, durationMs: Date.now() - started, success: true, message: '' });
      return result;
    } catch (error) {
      // The outcome is kept as its message key and parameters, so the log reads in each reader's language.
      const message = error instanceof ApiError
        ? JSON.stringify({ key: error.key, params: error.params })
        : JSON.stringify({ text: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) });
      insertLog(options.db, { ...entry, durationMs: Date.now() - started, success: false, message });
      throw error;
    }
  };

  return {
    engine,
    logged,
    async callEnabled(id, paramList, caller, action) {
      const item = findInterface(options.db, id);
      if (!item) throw notFound('entityDataInterface');
      if (item.enabledMark !== 1) throw badRequest('diDisabled');
      const { rows, reads } = await logged(item.id, caller, action, () => executeReading(engine, item, paramList));
      return { item, rows, reads };
    },
    close: () => runner.close(),
  };
}
