import { ApiError } from '@atrium/shared';

/**
 * What a refused write tells the user, shown beside what they typed: the server's message (a 400's
 * translated sentence, a 403's or 404's), or the client's own for no answer. Nothing for a session
 * that ended (the portal signs out) or a call the page cancelled.
 */
export function refusalOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.kind === 'session' || error.canceled ? null : error.msg;
  return error instanceof Error && error.message !== '' ? error.message : null;
}
