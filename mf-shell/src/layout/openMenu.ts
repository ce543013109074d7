import { menuRoute, navigate, type MenuNode } from '@atrium/shared';

/** Opens what a menu entry leads to: a page, an external link, or a large-screen view. */
export function openMenu(menu: MenuNode): void {
  const route = menuRoute(menu);
  if (route.kind === 'page') navigate(route.path);
  else if (route.kind === 'external' || route.kind === 'screen') {
    if (route.kind === 'screen' || route.newWindow) window.open(route.href, '_blank', 'noopener,noreferrer');
    else navigate(route.href);
  }
}
