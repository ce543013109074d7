/** JNPF log categories (the system log's tabs): 1 sign-in, 3 operation, 4 exception, 5 request. */
export const LogCategory = { signIn: 1, operation: 3, exception: 4, request: 5 } as const;
export type LogCategory = (typeof LogCategory)[keyof typeof LogCategory];
export const LOG_CATEGORIES: readonly LogCategory[] = [1, 3, 4, 5];

/** Levels: 1 info, 2 warning (refused: JNPF code 4xx, 60x), 3 error (5xx). */
export const LogLevel = { info: 1, warning: 2, error: 3 } as const;
export type LogLevel = (typeof LogLevel)[keyof typeof LogLevel];

/** The level of an answer's JNPF code: 5xx error, 4xx and 60x (session) warning, the rest info. */
export function levelOf(code: number): LogLevel {
  if (code >= 500 && code < 600) return LogLevel.error;
  if (code >= 400) return LogLevel.warning;
  return LogLevel.info;
}
