import type { FastifyInstance } from 'fastify';
import { sweepUploadsOf } from '../files/plugin';
import type { MessageKey } from '../i18n/messages';
import { badRequest } from '../plugins/errors';
import type { Db } from '../db/connection';

export type TaskParams = Record<string, unknown>;

/** What an action gets for one run. */
export interface ActionContext {
  app: FastifyInstance;
  db: Db;
  params: TaskParams;
  /** The run's start (the scheduler's clock). */
  now: number;
  /** Aborted when the run overruns its timeout or the server stops; long actions should stop early. */
  signal: AbortSignal;
}

/** A declared parameter of an action (the form shows them; `checkParams` enforces them). */
export interface ActionParam {
  name: string;
  type: 'integer';
  min: number;
  max: number;
  default: number;
}

/**
 * Something a task can run. Built-in actions live here; another kind (a data interface) registers
 * the same shape with `actionType` 'dataInterface' and resolves its id at run time.
 */
export interface ScheduleAction {
  id: string;
  name: MessageKey;
  hint: MessageKey;
  /** A proper name shown instead of `name` (a data interface's own name). */
  label?: string;
  params: readonly ActionParam[];
  /** The action's own parameter check, instead of the declared integer parameters'. */
  checkParams?(params: TaskParams): TaskParams;
  /** Resolves with a short, language-neutral summary kept in the run's history. */
  run(context: ActionContext): Promise<string>;
}

/** The parameters as stored: every key declared, integers in range; defaults filled at run time. */
export function checkParams(action: ScheduleAction, params: TaskParams): TaskParams {
  if (action.checkParams) return action.checkParams(params);
  const declared = new Map(action.params.map((param) => [param.name, param]));
  for (const [name, value] of Object.entries(params)) {
    const param = declared.get(name);
    if (!param) throw badRequest('taskParamUnknown', { name: name.slice(0, 64) });
    if (typeof value !== 'number' || !Number.isInteger(value) || value < param.min || value > param.max) {
      throw badRequest('taskParamRange', { name, min: param.min, max: param.max });
    }
  }
  return params;
}

const integerParam = (params: TaskParams, param: ActionParam): number => {
  const value = params[param.name];
  return typeof value === 'number' ? value : param.default;
};

const DAY = 24 * 60 * 60 * 1000;
const KEEP_DAYS: ActionParam = { name: 'keepDays', type: 'integer', min: 0, max: 365, default: 7 };

/** Stale partial uploads, temporary files, orphan blobs and expired pack downloads (files/sweeper.ts). */
const sweepUploads: ScheduleAction = {
  id: 'sweepUploads',
  name: 'taskActionSweepUploads',
  hint: 'taskActionSweepUploadsHint',
  params: [],
  async run({ app, now }) {
    const report = await sweepUploadsOf(app, now);
    return `partials ${report.partials}, temps ${report.temps}, orphanBlobs ${report.orphanBlobs}, packs ${report.packs}`;
  },
};

/**
 * Rows kept only until they expire: sessions (expired or ended keepDays ago: the online-user
 * list and the session checks read only live ones), download tickets, QR sign-in tickets, SSO
 * states and remembered sign-in devices. SMS codes prune themselves (auth/sms-codes.ts).
 */
const purgeExpired: ScheduleAction = {
  id: 'purgeExpired',
  name: 'taskActionPurgeExpired',
  hint: 'taskActionPurgeExpiredHint',
  params: [KEEP_DAYS],
  async run({ db, params, now }) {
    const cutoff = now - integerParam(params, KEEP_DAYS) * DAY;
    const counts = db.transaction(() => ({
      sessions: db.prepare('DELETE FROM sessions WHERE expires_at <= ? OR (revoked_at IS NOT NULL AND revoked_at <= ?)').run(cutoff, cutoff).changes,
      downloads: db.prepare('DELETE FROM download_tickets WHERE expires_at <= ?').run(now).changes,
      qrTickets: db.prepare('DELETE FROM qr_tickets WHERE expires_at <= ?').run(now).changes,
      ssoStates: db.prepare('DELETE FROM sso_states WHERE expires_at <= ?').run(now).changes,
      loginDevices: db.prepare('DELETE FROM login_devices WHERE expires_at <= ?').run(now).changes,
    }))();
    return Object.entries(counts).map(([name, n]) => `${name} ${n}`).join(', ');
  },
};

/** SQLite's own upkeep: fresh planner statistics where they help, and the WAL written back. */
const optimizeDatabase: ScheduleAction = {
  id: 'optimizeDatabase',
  name: 'taskActionOptimizeDb',
  hint: 'taskActionOptimizeDbHint',
  params: [],
  async run({ db }) {
    db.pragma('optimize');
    const [checkpoint] = db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[];
    return checkpoint ? `optimized, wal ${checkpoint.checkpointed}/${checkpoint.log} pages checkpointed` : 'optimized';
  },
};

export const BUILT_IN_ACTIONS: readonly ScheduleAction[] = [sweepUploads, purgeExpired, optimizeDatabase];

/** The actions one scheduler knows, by id; tests and later kinds add their own. */
export class ActionRegistry {
  private readonly byId = new Map<string, ScheduleAction>();

  constructor(actions: readonly ScheduleAction[] = BUILT_IN_ACTIONS) {
    for (const action of actions) this.register(action);
  }

  register(action: ScheduleAction): void {
    this.byId.set(action.id, action);
  }

  find(id: string): ScheduleAction | undefined {
    return this.byId.get(id);
  }

  list(): ScheduleAction[] {
    return [...this.byId.values()];
  }
}
