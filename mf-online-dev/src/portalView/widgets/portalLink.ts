import type { MouseEvent } from 'react';
import { navigate } from '@atrium/shared';

/**
 * Click handler of a link to a page of the portal: the shell's navigation (single-spa's
 * navigateToUrl) without a page load; a click with a modifier key or another button keeps the
 * browser's own behaviour (a new tab or window of the same address).
 */
export function followInPortal(path: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
}
