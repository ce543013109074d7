/**
 * The one error type every call of @atrium/shared's http client rejects with.
 * - kind 'api': the server answered with a code other than 200 (code = that code)
 * - kind 'session': the server said the session is invalid (600/601/602), or the
 *   current-user data was missing
 * - kind 'network': no usable answer (offline, timeout, HTTP error without envelope,
 *   canceled); code is the HTTP status, or 0 when there was no response
 */
export type ApiErrorKind = 'api' | 'network' | 'session';

export interface ApiErrorInit {
  code: number;
  msg: string;
  kind: ApiErrorKind;
  data?: unknown;
  /** True when the request was aborted by the caller. */
  canceled?: boolean;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly code: number;
  readonly msg: string;
  readonly kind: ApiErrorKind;
  readonly data?: unknown;
  readonly canceled: boolean;

  constructor(init: ApiErrorInit) {
    super(init.msg, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.code = init.code;
    this.msg = init.msg;
    this.kind = init.kind;
    if (init.data !== undefined) this.data = init.data;
    this.canceled = init.canceled ?? false;
  }
}
