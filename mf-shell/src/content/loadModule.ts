// Loads an MF by its import-map name. A failed load stays cached in SystemJS, so a retry
// deletes the registry entry first (SystemJS full build: System.delete).
import type { ParcelConfig } from 'single-spa';

export type PageEntry = ParcelConfig | (() => Promise<ParcelConfig>);

export interface MicroFrontendModule {
  pages?: Record<string, PageEntry>;
  /** Pieces shown inside the shell's frame (e.g. the message drawer), by widget name. */
  widgets?: Record<string, PageEntry>;
}

interface SystemJS {
  import<T>(name: string): Promise<T>;
  resolve(name: string): string;
  delete(url: string): boolean;
  has(url: string): boolean;
}

declare const System: SystemJS;

/** False when the import map has no entry for the module (not deployed here). */
export function isDeployed(moduleName: string): boolean {
  try {
    System.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}

export async function loadPageModule(moduleName: string, retry: boolean): Promise<MicroFrontendModule> {
  if (retry) {
    try {
      const url = System.resolve(moduleName);
      if (System.has(url)) System.delete(url);
    } catch {
      // Not resolvable: the import below reports it.
    }
  }
  return System.import<MicroFrontendModule>(moduleName);
}

export async function loadPageConfig(
  module: MicroFrontendModule,
  key: string,
  kind: 'pages' | 'widgets' = 'pages',
): Promise<ParcelConfig | null> {
  const entry = module[kind]?.[key];
  if (!entry) return null;
  return typeof entry === 'function' ? entry() : entry;
}
