/**
 * The parcel of one area (a page view or a widget) as the live swap sees it: mounts a config in
 * the same host element every time, remembers the version it came from, and registers with the
 * live swap while something is shown. React components own one each and dispose it on unmount.
 */
import { mountRootParcel, type Parcel } from 'single-spa';
import type { LiveSwap, SwapArea } from './liveSwap';

export interface ParcelAreaOptions {
  moduleName: string;
  key: string;
  kind: 'pages' | 'widgets';
  host: HTMLElement;
  /** Mount props besides `domElement`. */
  props: Readonly<Record<string, unknown>>;
  /**
   * Class of a fresh child element per mount (pages: a parcel never finds another's leftovers);
   * omitted: the host itself is the parcel's element (widgets).
   */
  childClass?: string;
  liveSwap: Pick<LiveSwap, 'register'>;
  /** A live swap could mount neither version: show the error panel. */
  onFail(error: unknown): void;
  /** A parcel of the version at `url` is shown (first mount and every swap). */
  onMounted?(url: string): void;
}

export interface ParcelArea extends SwapArea {
  /** Unmounts and leaves the live swap; later calls do nothing. */
  dispose(): void;
}

export function createParcelArea(options: ParcelAreaOptions): ParcelArea {
  const { moduleName, key, kind, host, props, childClass, liveSwap, onFail, onMounted } = options;
  let parcel: Parcel | null = null;
  let url: string | null = null;
  let disposed = false;
  let unregister: (() => void) | null = null;

  async function unmountParcel(current: Parcel | null): Promise<void> {
    if (!current) return;
    try {
      await current.mountPromise;
    } catch {
      return; // never mounted: single-spa has nothing to unmount
    }
    if (current.getStatus() === 'MOUNTED') await current.unmount();
  }

  const area: ParcelArea = {
    moduleName,
    key,
    kind,
    get url() {
      return url;
    },
    async mount(config, from) {
      if (disposed) return;
      let domElement = host;
      if (childClass !== undefined) {
        domElement = document.createElement('div');
        domElement.className = childClass;
        host.replaceChildren(domElement);
      }
      const next = mountRootParcel(config, { ...props, domElement });
      parcel = next;
      url = from;
      await next.mountPromise;
      // Closed while mounting: nothing may stay behind.
      if (disposed) return unmountParcel(next);
      onMounted?.(from);
      if (!unregister) unregister = liveSwap.register(area);
    },
    async unmount() {
      const current = parcel;
      parcel = null;
      await unmountParcel(current);
    },
    fail(error) {
      unregister?.();
      unregister = null;
      url = null;
      if (!disposed) onFail(error);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      unregister?.();
      unregister = null;
      void area.unmount().catch(() => undefined);
    },
  };
  return area;
}
