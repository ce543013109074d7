import type { FastifyRequest } from 'fastify';
import { isAllowed } from '../../auth/permissions';
import type { Db } from '../../db/connection';
import { sessionOf, type Access } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';
import { MONITOR_PAGE, SEND_CONFIG_PAGE, TEMPLATE_PAGE } from './channels';

type Button = 'btn_add' | 'btn_edit' | 'btn_remove';

const accessTo = (page: string) => ({
  read: { page } as Access,
  add: { page, button: 'btn_add' } as Access,
  edit: { page, button: 'btn_edit' } as Access,
  remove: { page, button: 'btn_remove' } as Access,
});

export const templateAccess = accessTo(TEMPLATE_PAGE);
export const sendConfigAccess = accessTo(SEND_CONFIG_PAGE);
export const monitorAccess = accessTo(MONITOR_PAGE);

/**
 * Accounts live on one page per channel, so which page guards a call depends on the account's
 * type: a route checks it once it knows the type (from the body, query or the stored row).
 */
export function requirePage(db: Db, request: FastifyRequest, page: string, button?: Button): void {
  if (!isAllowed(db, sessionOf(request), page, button)) throw new ApiError(403, 'noPermission');
}
