import { locateBundle } from './allow-list';
import { fetchBundle, fetchSidecarManifest, type SourceOptions } from './bundle-source';
import { DeployRefused } from './checks';
import { exportedNames } from './exports';
import type { ImportMap } from './import-map';
import { checkIntegrity, sri } from './integrity';
import { checkJavascript } from './javascript';
import { moduleKind, needsLifecycles } from './kinds';
import { fileNameOf, parseBuildManifest, type BuildManifest } from './manifest';
import { registeredDependencies } from './system-register';

export interface ValidationContext extends SourceOptions {
  /** ATRIUM_DEPLOY_ORIGINS, normalised. */
  allowedOrigins: readonly string[];
  /** The map the bundle will be part of (its own new URL included): its dependencies must be names in it. */
  map: ImportMap;
  /** The shared modules' versions the map serves now (dist/assets/shared/manifest.json); null when unknown. */
  sharedVersions: Readonly<Record<string, string>> | null;
}

export interface ValidatedBundle {
  module: string;
  url: string;
  size: number;
  integrity: string;
  /** Checks skipped and why, kept with the attempt. */
  notes: string[];
}

/** Parcel maps this project's MFs export instead of one application's lifecycles. */
const PARCEL_MAPS = ['pages', 'widgets'];
const LIFECYCLES = ['bootstrap', 'mount', 'unmount'];

/**
 * Runs every check on one module's new URL, in order: allowList, reachable, javascript,
 * integrity, systemRegister, lifecycles, sharedVersions. Resolves with what it measured, or
 * rejects with DeployRefused naming the first check that failed. ('module', whether the name is
 * in the map at all, is the caller's: a hand edit may add one.)
 */
export async function validateBundle(module: string, url: string, integrity: string | null, context: ValidationContext): Promise<ValidatedBundle> {
  const notes: string[] = [];
  const location = locateBundle(url, context.allowedOrigins);
  const [fetched, manifestText] = await Promise.all([fetchBundle(location, context), fetchSidecarManifest(location, context)]);
  const source = checkJavascript(url, fetched.bytes, fetched.contentType);

  if (integrity !== null && integrity.trim() !== '') checkIntegrity(url, fetched.bytes, integrity, 'as given');
  let manifest: BuildManifest | null = null;
  if (manifestText !== null) {
    const parsed = parseBuildManifest(manifestText, 'the manifest.json beside it');
    if (parsed === null) {
      // The shared folder's record of versions, not a build manifest of this entry.
    } else if (fileNameOf(parsed.entry) === fileNameOf(url)) {
      manifest = parsed;
      if (parsed.module !== module) throw new DeployRefused('module', `${url} was built as ${parsed.module} (its manifest.json), not as ${module}`, module);
      checkIntegrity(url, fetched.bytes, parsed.integrity, 'manifest.json');
    } else {
      notes.push(`the manifest.json beside it describes ${parsed.entry}, not this file: ignored`);
    }
  }

  const dependencies = registeredDependencies(url, source);
  const unknown = dependencies.filter((name) => !(name in context.map.imports) || name === module);
  if (unknown.length > 0) {
    throw new DeployRefused('systemRegister', `${url} imports ${unknown.join(', ')}, which the import map does not provide`);
  }

  if (needsLifecycles(module)) {
    const result = await exportedNames(source, url);
    if (!result.ok) throw new DeployRefused('lifecycles', `${url}: ${result.message}`);
    const hasLifecycles = LIFECYCLES.every((name) => result.names.includes(name));
    if (!hasLifecycles && !PARCEL_MAPS.some((name) => result.names.includes(name))) {
      throw new DeployRefused('lifecycles', `${url} exports ${result.names.length > 0 ? result.names.join(', ') : 'nothing'}: neither bootstrap, mount and unmount nor a parcel map (pages, widgets)`);
    }
  }

  const sharedDependencies = dependencies.filter((name) => moduleKind(name) === 'shared');
  if (manifest === null) {
    notes.push('no build manifest beside it: shared versions not checked');
  } else if (context.sharedVersions === null) {
    notes.push('the server has no dist/assets/shared/manifest.json: shared versions not checked');
  } else {
    const current = context.sharedVersions;
    const differing = sharedDependencies.filter((name) => name in current && manifest.shared[name] !== current[name]);
    if (differing.length > 0) {
      const detail = differing.map((name) => `${name} ${manifest.shared[name] ?? '(none)'} instead of ${current[name]}`).join(', ');
      throw new DeployRefused('sharedVersions', `${url} was built against other shared modules than the map serves: ${detail}`);
    }
  }
  return { module, url, size: fetched.bytes.length, integrity: sri(fetched.bytes), notes };
}
