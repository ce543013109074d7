/** The import map as the deploy service handles it: module name -> URL, nothing else. */
export type Imports = Readonly<Record<string, string>>;

export interface ImportMap {
  imports: Imports;
}

export interface Change {
  module: string;
  /** null when the module is new in this map. */
  from: string | null;
  /** null when the module left the map. */
  to: string | null;
}

/** Module names as the build and SystemJS bare specifiers use them; keeps names safe in URLs, logs and SQL. */
export const MODULE_NAME = /^(@[a-z0-9][a-z0-9._-]*\/)?[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
const MAX_URL_LENGTH = 2048;

export type ParsedMap = { ok: true; map: ImportMap } | { ok: false; message: string };

/** Parses a map file's text: JSON, an object with `imports` of names to non-empty URL strings (scopes are not used here). */
export function parseImportMap(text: string): ParsedMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `not valid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, message: 'not a JSON object' };
  const imports = (parsed as { imports?: unknown }).imports;
  if (typeof imports !== 'object' || imports === null || Array.isArray(imports)) return { ok: false, message: 'has no "imports" object' };
  const extra = Object.keys(parsed).filter((key) => key !== 'imports');
  if (extra.length > 0) return { ok: false, message: `has keys the deploy service does not manage: ${extra.join(', ')}` };
  const checked: Record<string, string> = {};
  for (const [name, url] of Object.entries(imports)) {
    if (!MODULE_NAME.test(name)) return { ok: false, message: `"${name}" is not a module name` };
    if (typeof url !== 'string' || url.trim() === '' || url.length > MAX_URL_LENGTH) return { ok: false, message: `the URL of ${name} is not a URL string` };
    checked[name] = url;
  }
  return { ok: true, map: { imports: checked } };
}

/** The file's text as the build writes it: the same map always gives the same bytes (ETag, comparisons). */
export function mapText(map: ImportMap): string {
  return JSON.stringify({ imports: map.imports }, null, 2) + '\n';
}

export function sameMap(a: ImportMap, b: ImportMap): boolean {
  return diffMaps(a, b).length === 0;
}

/** The modules whose URL differs, in the new map's order, then the removed ones. */
export function diffMaps(before: ImportMap, after: ImportMap): Change[] {
  const changes: Change[] = [];
  for (const [module, to] of Object.entries(after.imports)) {
    const from = before.imports[module] ?? null;
    if (from !== to) changes.push({ module, from, to });
  }
  for (const [module, from] of Object.entries(before.imports)) {
    if (!(module in after.imports)) changes.push({ module, from, to: null });
  }
  return changes;
}

export function withModule(map: ImportMap, module: string, url: string): ImportMap {
  return { imports: { ...map.imports, [module]: url } };
}
