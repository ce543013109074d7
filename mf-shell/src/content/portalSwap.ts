// The portal's live swap: liveSwap.ts wired to SystemJS, the toasts and the module events, fed by
// moduleSwaps$ of @atrium/shared while the content area is mounted.
import { useEffect } from 'react';
import { $menus, flattenMenuRoutes, moduleSwaps$, notify, publishModuleEvent, resolvePageModule, t, type MenuNode } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { createLiveSwap } from './liveSwap';
import { activateVersion, forgetVersion, importVersion, systemJs } from './loadModule';

/** Long enough to read, short enough not to stay in the way. */
const UPDATED_TOAST_MS = 3000;

/**
 * What users call a module: the top-level menu holding most of its pages (a module may serve a
 * page or two under another menu, e.g. notices under 系统管理), else its name.
 */
export function moduleTitle(
  moduleName: string,
  menus: readonly MenuNode[],
  resolve: (path: string) => { moduleName: string } | null = resolvePageModule,
): string {
  let best: { title: string; pages: number } | null = null;
  for (const top of menus) {
    const pages = flattenMenuRoutes([top]).filter((route) => resolve(route.path)?.moduleName === moduleName).length;
    if (pages > 0 && (!best || pages > best.pages)) best = { title: top.fullName, pages };
  }
  return best?.title ?? moduleName;
}

export const portalLiveSwap = createLiveSwap({
  // A getter: SystemJS is a global of the page, set before the shell loads (and by tests).
  get system() {
    return systemJs();
  },
  importVersion: (moduleName, url) => importVersion(moduleName, url),
  activateVersion,
  forgetVersion,
  notifyUpdated: (moduleName) =>
    notify(t(`${SHELL_NS}:content.moduleUpdated`, { name: moduleTitle(moduleName, $menus.get()) }), 'success', UPDATED_TOAST_MS),
  swapped: (moduleName, url) => publishModuleEvent({ type: 'swapped', moduleName, url }),
  failed: (moduleName, url, error) => {
    // Users keep the version they had; whoever deployed it learns here and from the module event.
    console.error(`@atrium/shell: the new version of ${moduleName} (${url}) failed; the previous one stays.`, error);
    publishModuleEvent({ type: 'failed', moduleName, url, error });
  },
});

/** Applies the swaps @atrium/shared announces, while the calling component is mounted. */
export function useLiveSwap(): void {
  useEffect(() => {
    const subscription = moduleSwaps$.subscribe((swap) => void portalLiveSwap.swap(swap).catch(() => undefined));
    return () => subscription.unsubscribe();
  }, []);
}
