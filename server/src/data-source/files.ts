import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { badRequest } from '../plugins/errors';

/** Where SQLite data sources live (ATRIUM_DATA_SOURCE_DIR): `data-sources/` beside the database when unset. */
export function dataSourceDirOf(dbFile: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.ATRIUM_DATA_SOURCE_DIR?.trim();
  return configured ? path.resolve(configured) : path.join(path.dirname(dbFile), 'data-sources');
}

const FILE_NAME = /^[A-Za-z0-9_\-\u4e00-\u9fa5][A-Za-z0-9_.\-\u4e00-\u9fa5]*\.(db|sqlite|sqlite3)$/;
export const SQLITE_PATH_MAX = 200;

/**
 * The file of a SQLite data source: a relative path inside the data-source folder, each segment a
 * plain name (no `..`, no absolute path, no drive, no backslash), ending in .db/.sqlite/.sqlite3.
 * Symbolic links may not lead out of the folder either, nor to the product's own database.
 */
export function resolveSqliteFile(dir: string, raw: string, ownDbFile: string): string {
  const relative = raw.trim();
  if (!relative) throw badRequest('dsFileRequired');
  if (relative.length > SQLITE_PATH_MAX || path.isAbsolute(relative) || relative.includes('\\') || relative.includes('\0')) throw badRequest('dsFileInvalid');
  const segments = relative.split('/');
  const fileName = segments[segments.length - 1] ?? '';
  if (!FILE_NAME.test(fileName) || segments.some((segment) => segment === '' || segment === '.' || segment === '..' || !/^[A-Za-z0-9_.\-\u4e00-\u9fa5]+$/.test(segment))) {
    throw badRequest('dsFileInvalid');
  }
  const root = path.resolve(dir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(`${root}${path.sep}`)) throw badRequest('dsFileInvalid');
  // Through links: the real place must still be inside the real folder.
  const realRoot = existsSync(root) ? realpathSync(root) : root;
  let probe = file;
  while (!existsSync(probe) && probe !== root) probe = path.dirname(probe);
  const realProbe = existsSync(probe) ? realpathSync(probe) : probe;
  if (realProbe !== realRoot && !realProbe.startsWith(`${realRoot}${path.sep}`)) throw badRequest('dsFileInvalid');
  const own = existsSync(ownDbFile) ? realpathSync(ownDbFile) : path.resolve(ownDbFile);
  if (realProbe === own || file === path.resolve(ownDbFile)) throw badRequest('dsFileOwnDb');
  return file;
}

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}
