import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Db } from '../db/connection';
import { badRequest, notFound } from '../plugins/errors';
import { ensureDir, resolveSqliteFile } from './files';
import { findDataSource, type DataSource } from './repository';
import { DEFAULT_LINK_ID, type DbType } from './types';

/** An open data source: the server's own database (own) or a SQLite file opened for this use. */
export interface SourceHandle {
  linkId: string;
  db: Db;
  /** The product's database: only tables registered by 数据建模 are reachable. */
  own: boolean;
  close(): void;
}

/** How long a SQLite file source waits for another writer before giving up. */
const BUSY_TIMEOUT_MS = 5000;

export interface ConnectionSettings {
  dbType: DbType;
  serviceName: string;
}

/**
 * Opens data sources for 数据建模 and 数据同步: '0' is this server's database, other ids are the
 * rows of 数据连接. Only SQLite can be opened here; other types are refused with a clear sentence.
 */
export class DataSources {
  constructor(
    private readonly appDb: Db,
    readonly dir: string,
    private readonly ownDbFile: string,
  ) {}

  fileOf(serviceName: string): string {
    return resolveSqliteFile(this.dir, serviceName, this.ownDbFile);
  }

  /** Creates an empty SQLite database for a new source whose file does not exist yet. */
  createFileIfMissing(serviceName: string): void {
    const file = this.fileOf(serviceName);
    if (existsSync(file)) return;
    ensureDir(path.dirname(file));
    new Database(file).close();
  }

  /** Opens a file as SQLite and proves it is one (the header and the schema are read). */
  private openFile(settings: ConnectionSettings): Db {
    if (settings.dbType !== 'SQLite') throw badRequest('dsUnsupported', { type: settings.dbType });
    const file = this.fileOf(settings.serviceName);
    if (!existsSync(file)) throw badRequest('dsFileMissing', { file: settings.serviceName.trim() });
    let db: Db | null = null;
    try {
      db = new Database(file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
      db.prepare('SELECT COUNT(*) FROM sqlite_master').get();
      return db;
    } catch {
      db?.close();
      throw badRequest('dsFileNotSqlite', { file: settings.serviceName.trim() });
    }
  }

  /** The connection test: opens and closes, or throws the reason. */
  test(settings: ConnectionSettings): void {
    this.openFile(settings).close();
  }

  source(linkId: string): DataSource | null {
    if (linkId === DEFAULT_LINK_ID) return null;
    const source = findDataSource(this.appDb, linkId);
    if (!source) throw notFound('entityDataSource');
    return source;
  }

  open(linkId: string): SourceHandle {
    const source = this.source(linkId);
    if (!source) return { linkId, db: this.appDb, own: true, close: () => undefined };
    if (source.enabledMark !== 1) throw badRequest('dsDisabled', { name: source.fullName });
    const db = this.openFile(source);
    return { linkId, db, own: false, close: () => db.close() };
  }

  /** Runs `work` with the source open, closing it afterwards. */
  with<T>(linkId: string, work: (handle: SourceHandle) => T): T {
    const handle = this.open(linkId);
    try {
      return work(handle);
    } finally {
      handle.close();
    }
  }
}
