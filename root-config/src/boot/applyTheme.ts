// Shoelace's theme stylesheet arrives unapplied (index.html: media="print", so it neither holds
// back the first frame nor, arriving early on loopback, restyles the whole page before it: the
// sign-in form carries the theme values it uses). The boot applies it before the root config is
// imported, so nothing Shoelace draws ever shows without it.

/** The theme's <link> in index.html. */
export const THEME_LINK_ID = 'atrium-theme';

/**
 * Applies the theme stylesheet once it has loaded (or failed: the portal starts anyway, as it
 * would have with a broken stylesheet link). A link that finished before the boot ran has a sheet,
 * or, when it failed, a resource timing entry: its load and error events are gone by then.
 */
export function applyTheme(link: HTMLLinkElement | null, finished: (url: string) => boolean): Promise<void> {
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    const apply = (): void => {
      link.media = 'all';
      resolve();
    };
    if (link.sheet || finished(link.href)) {
      apply();
      return;
    }
    link.addEventListener('load', apply, { once: true });
    link.addEventListener('error', apply, { once: true });
  });
}

/** Whether the browser has finished fetching the URL (with any outcome), by resource timing. */
export function fetchFinished(url: string): boolean {
  return performance.getEntriesByName(url).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0);
}
