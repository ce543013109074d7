import { HOME_PATH } from '../paths';

/**
 * After the user switched their current system, organisation or position (PUT /Current/major),
 * menus, permissions and data rules are another's: the page reloads on the home page (spec
 * section 2 "major/app switch that reloads the page"), since the current page may not exist any
 * more, and every module starts over with the new user info.
 */
export function reloadOnHome(): void {
  window.history.replaceState(null, '', HOME_PATH);
  window.location.reload();
}
