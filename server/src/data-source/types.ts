/**
 * The database types of JNPF's 数据连接 (its dbType values) and what the form needs for each. This
 * reference server connects only to SQLite; the others keep JNPF's configuration shape so the
 * same settings serve a real JNPF server.
 */
export const DB_TYPES = ['MySQL', 'SQLServer', 'Oracle', 'PostgreSQL', 'DM', 'KingbaseES', 'SQLite'] as const;
export type DbType = (typeof DB_TYPES)[number];

export const isDbType = (value: unknown): value is DbType => typeof value === 'string' && (DB_TYPES as readonly string[]).includes(value);

/** Default ports, as the JNPF form fills them in. */
export const DEFAULT_PORTS: Record<Exclude<DbType, 'SQLite'>, number> = {
  MySQL: 3306,
  SQLServer: 1433,
  Oracle: 1521,
  PostgreSQL: 5432,
  DM: 5236,
  KingbaseES: 54321,
};

/** The built-in source: this server's own database (JNPF's linkId '0'). */
export const DEFAULT_LINK_ID = '0';

/** The column types of 数据建模 (spec §3's data type labels). */
export const DATA_TYPES = ['varchar', 'int', 'bigint', 'decimal', 'datetime', 'text'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const isDataType = (value: unknown): value is DataType => typeof value === 'string' && (DATA_TYPES as readonly string[]).includes(value);
