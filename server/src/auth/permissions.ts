import type { Db } from '../db/connection';
import { cachedGrants } from '../permission/grant-cache';
import { pageButtonId, pageModule } from '../permission/pages';

/**
 * Whether the user may open the page with this enCode and, when a button code is given, use that
 * button on it: the union of what the user, their roles, positions and organisations hold
 * (server/src/permission). Administrators may do everything. A menu that does not check buttons
 * (is_button_authorize = 0) allows every enabled button of the page to whoever may open it.
 */
export function isAllowed(
  db: Db,
  user: { userId: string; isAdministrator: boolean },
  pageCode: string,
  buttonCode?: string,
): boolean {
  if (user.isAdministrator) return true;
  const page = pageModule(db, pageCode);
  if (!page) return false;
  const grants = cachedGrants(db, user.userId);
  if (!grants.module.has(page.id)) return false;
  if (buttonCode === undefined) return true;
  const buttonId = pageButtonId(db, page.id, buttonCode);
  if (buttonId === undefined) return false;
  return !page.checksButtons || grants.button.has(buttonId);
}
