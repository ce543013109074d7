// Calls of the deploy API (issue 13: /api/system/Deploy, administrators only), one function per endpoint.
import { ApiError, http } from '@atrium/shared';

/** 'mf' modules swap live in open portals; 'shared' and 'root' ones need a reload. */
export type ModuleKind = 'shared' | 'mf' | 'root';

export interface DeployedModule {
  module: string;
  url: string;
  /** Bytes of the entry file; null when the server could not tell. */
  size: number | null;
  integrity: string | null;
  /** Epoch ms of the revision that last changed this module's URL. */
  deployedAt: number;
  author: string;
  kind: ModuleKind;
}

export interface ModuleList {
  /** The version of the import map now served: the If-Match of the next write. */
  version: number;
  list: DeployedModule[];
}

export type DeploySource = 'api' | 'cli' | 'file' | 'rollback' | 'build';

export interface ModuleChange {
  module: string;
  from: string | null;
  to: string | null;
}

export interface Revision {
  version: number;
  createdAt: number;
  author: string;
  source: DeploySource;
  changes: ModuleChange[];
  note: string | null;
}

export interface HistoryQuery {
  /** Only the revisions that changed this module; '' for all. */
  module: string;
  currentPage: number;
  pageSize: number;
}

export interface HistoryPage {
  list: Revision[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** The last attempt to change the map (a deploy, a rollback or a hand edit), applied or refused. */
export interface DeployAttempt {
  at: number;
  author: string;
  source: DeploySource;
  module: string | null;
  url: string | null;
  outcome: 'applied' | 'refused';
  /** The name of the check that refused it (module, allowList, reachable, …); null when applied. */
  check: string | null;
  message: string | null;
}

export interface DeployStatus {
  version: number;
  last: DeployAttempt | null;
}

const BASE = '/api/system/Deploy';

// The reads are silent: the page says what a refusal means itself (a 403 is a panel, not a
// toast that vanishes), once.
export function getModules(): Promise<ModuleList> {
  return http.get<ModuleList>(`${BASE}/Modules`, undefined, { silent: true });
}

export function getStatus(): Promise<DeployStatus> {
  return http.get<DeployStatus>(`${BASE}/Status`, undefined, { silent: true });
}

export function getHistory(query: HistoryQuery): Promise<HistoryPage> {
  const { module, currentPage, pageSize } = query;
  return http.get<HistoryPage>(`${BASE}/History`, { ...(module ? { module } : {}), currentPage, pageSize });
}

/**
 * Restores the map of `version` as a new version. `current` goes in If-Match, so a map changed
 * since the page loaded is refused (conflict) rather than overwritten. Silent: the page explains
 * a conflict in its own words and reloads.
 */
export function rollback(version: number, current: number): Promise<{ version: number }> {
  return http.post<{ version: number }>(`${BASE}/Rollback`, { version }, { headers: { 'If-Match': `"${current}"` }, silent: true });
}

const checkOf = (error: ApiError): unknown =>
  typeof error.data === 'object' && error.data !== null ? (error.data as { check?: unknown }).check : undefined;

/**
 * A write refused because the map changed meanwhile. The server answers HTTP 409 with an
 * envelope (code 400, data.check 'conflict'); the shared client keeps the envelope's code, so the
 * check names it. A 409 code is accepted too, for servers that put it in the envelope.
 */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 409 || checkOf(error) === 'conflict');
}

/** The caller is not an administrator (the API's envelope code 403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.code === 403;
}
