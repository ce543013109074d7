/**
 * The checks a deploy passes, in order, by the names the API answers (data.check) and the attempt
 * log keeps. 'json' and 'sharedModules' concern a whole map (a hand edit of import-map.json),
 * 'version' a rollback target, 'conflict' the version guard.
 */
export type CheckName =
  | 'module'
  | 'allowList'
  | 'reachable'
  | 'javascript'
  | 'integrity'
  | 'systemRegister'
  | 'lifecycles'
  | 'sharedVersions'
  | 'conflict'
  | 'version'
  | 'json'
  | 'sharedModules';

/** A refused deploy: which check failed and why, in words an operator can act on. */
export class DeployRefused extends Error {
  constructor(
    readonly check: CheckName,
    message: string,
    /** The module the failed check was about, when there was one. */
    readonly module: string | null = null,
  ) {
    super(message);
    this.name = 'DeployRefused';
  }
}

// Duck-typed like the server's other error checks: jest runs tests in another realm.
export function isDeployRefused(error: unknown): error is DeployRefused {
  return error instanceof DeployRefused || (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'DeployRefused');
}
