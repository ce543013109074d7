import { DeployRefused } from './checks';

/**
 * What `npm run build:mf` writes beside an entry (manifest.json), and what `npm run build` writes
 * in dist/assets/shared/manifest.json ({ shared } only): the shared modules' versions a bundle was
 * built against, or that the map serves now.
 */
export interface BuildManifest {
  module: string;
  entry: string;
  integrity: string;
  size: number;
  builtAt: number;
  shared: Record<string, string>;
}

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/**
 * A build manifest's text → its fields; null for a manifest.json that describes no entry (the
 * shared folder's { shared } record); DeployRefused('integrity') when it names an entry but is
 * unreadable (it vouches for the bundle).
 */
export function parseBuildManifest(text: string, where: string): BuildManifest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DeployRefused('integrity', `${where} is not valid JSON`);
  }
  const value = parsed as Partial<BuildManifest> | null;
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !('entry' in value)) return null;
  if (
    typeof value !== 'object' || value === null || typeof value.module !== 'string' || typeof value.entry !== 'string' ||
    typeof value.integrity !== 'string' || !isRecordOfStrings(value.shared)
  ) {
    throw new DeployRefused('integrity', `${where} is not a build manifest (module, entry, integrity, shared)`);
  }
  return {
    module: value.module,
    entry: value.entry,
    integrity: value.integrity,
    size: typeof value.size === 'number' ? value.size : 0,
    builtAt: typeof value.builtAt === 'number' ? value.builtAt : 0,
    shared: value.shared,
  };
}

/** dist/assets/shared/manifest.json → its shared versions; null when absent or unreadable. */
export function parseSharedManifest(text: string | null): Record<string, string> | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as { shared?: unknown };
    return isRecordOfStrings(parsed.shared) ? parsed.shared : null;
  } catch {
    return null;
  }
}

/** The file name at the end of a URL or path: a manifest vouches for the entry only if they agree on it. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}
