// Loads an MF by its import-map name. A failed load stays cached in SystemJS, so a retry
// deletes the registry entry first (SystemJS full build: System.delete).
import type { ParcelConfig } from 'single-spa';

export type PageEntry = ParcelConfig | (() => Promise<ParcelConfig>);

export interface MicroFrontendModule {
  pages?: Record<string, PageEntry>;
  /** Pieces shown inside the shell's frame (e.g. the message drawer), by widget name. */
  widgets?: Record<string, PageEntry>;
}

export interface SystemJS {
  import<T>(name: string): Promise<T>;
  resolve(name: string): string;
  delete(url: string): unknown;
  has(url: string): boolean;
  addImportMap(map: { imports: Record<string, string> }, base?: string): void;
}

declare const System: SystemJS;

/** The page's SystemJS (a global: the root config's index.html loads it). */
export function systemJs(): SystemJS {
  return System;
}

/** False when the import map has no entry for the module (not deployed here). */
export function isDeployed(moduleName: string): boolean {
  try {
    System.resolve(moduleName);
    return true;
  } catch {
    return false;
  }
}

/**
 * Webpack's lazy chunks announce themselves on a global array named after the bundle's
 * `output.uniqueName`, which is the module name (build/webpack-common.js): '@atrium/mf-system' →
 * `webpackChunk_atrium_mf_system` (webpack's Template.toIdentifier). Two versions of one MF in a
 * page would share it: the second runtime adopts the first one's chunks (same deterministic ids,
 * old code) and never fetches its own. So each version gets its own array, and the array of the
 * version in use is the one on `self`.
 */
export function chunkGlobalName(moduleName: string): string {
  return `webpackChunk${moduleName.replace(/^[^a-zA-Z$_]/, '_$&').replace(/[^a-zA-Z0-9$]+/g, '_')}`;
}

type ChunkGlobals = Record<string, unknown>;
const chunkArrays = new Map<string, unknown>();

/** Imports one version of a module by its URL, with a chunk array of its own. */
export async function importVersion(moduleName: string, url: string, system: SystemJS = System): Promise<MicroFrontendModule> {
  const globals = globalThis as unknown as ChunkGlobals;
  const name = chunkGlobalName(moduleName);
  // Not loaded (or loading) yet: its runtime must not find another version's array.
  if (!system.has(url)) delete globals[name];
  const module = await system.import<MicroFrontendModule>(url);
  if (!chunkArrays.has(url) && globals[name] !== undefined) chunkArrays.set(url, globals[name]);
  return module;
}

/** Makes a loaded version's chunk array the one its lazy chunks find (after a swap back). */
export function activateVersion(moduleName: string, url: string): void {
  const array = chunkArrays.get(url);
  if (array !== undefined) (globalThis as unknown as ChunkGlobals)[chunkGlobalName(moduleName)] = array;
}

/** Forgets a version that is gone from the page. */
export function forgetVersion(url: string): void {
  chunkArrays.delete(url);
}

/** The module and the URL it came from (the version a live swap compares). */
export async function loadPageModule(moduleName: string, retry: boolean): Promise<{ module: MicroFrontendModule; url: string }> {
  const url = System.resolve(moduleName);
  if (retry && System.has(url)) System.delete(url);
  return { module: await importVersion(moduleName, url), url };
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
