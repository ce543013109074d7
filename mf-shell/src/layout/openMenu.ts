import { largeScreenUrl, menuRoute, navigate, type MenuNode } from '@atrium/shared';

/**
 * A large-screen view in a new window. The window opens at once, inside the click, so no popup
 * blocker stops it; its address follows when the one-time ticket has arrived (the window gets no
 * opener, and closes again if the ticket cannot be had: the HTTP client says why).
 */
function openLargeScreen(href: string): void {
  const view = window.open('', '_blank');
  if (!view) return;
  view.opener = null;
  largeScreenUrl(href).then(
    (url) => view.location.replace(url),
    () => view.close(),
  );
}

/** Opens what a menu entry leads to: a page, an external link, or a large-screen view. */
export function openMenu(menu: MenuNode): void {
  const route = menuRoute(menu);
  if (route.kind === 'page') navigate(route.path);
  else if (route.kind === 'screen') openLargeScreen(route.href);
  else if (route.kind === 'external') {
    if (route.newWindow) window.open(route.href, '_blank', 'noopener,noreferrer');
    else navigate(route.href);
  }
}
