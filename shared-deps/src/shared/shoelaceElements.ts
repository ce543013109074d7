/**
 * Shoelace components are defined on first use by @atrium/shoelace, so a toast or dialog
 * created from code may need its component fetched first. Without SystemJS (jsdom, a legacy
 * page without our loader) nothing is fetched and callers use their plain fallback at once.
 */
interface ShoelaceModule {
  define(tag: string): Promise<void>;
}

interface SystemLoader {
  import<T>(name: string): Promise<T>;
}

function systemLoader(): SystemLoader | null {
  const candidate = (globalThis as { System?: SystemLoader }).System;
  return candidate && typeof candidate.import === 'function' ? candidate : null;
}

/** True when `tag` is defined now; a promise when it can be fetched; false when it cannot. */
export function shoelaceElement(tag: string): boolean | Promise<boolean> {
  if (typeof customElements === 'undefined') return false;
  if (customElements.get(tag)) return true;
  const loader = systemLoader();
  if (!loader) return false;
  return loader
    .import<ShoelaceModule>('@atrium/shoelace')
    .then((shoelace) => shoelace.define(tag))
    .then(
      () => !!customElements.get(tag),
      () => false,
    );
}
