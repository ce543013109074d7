/**
 * Operator settings of data interfaces, from the environment (docs/data-interfaces.md):
 * - ATRIUM_DATA_INTERFACE_HOSTS: comma-separated hosts HTTP interfaces may call, each `host` (any
 *   port) or `host:port`; none when unset, so HTTP interfaces are refused until an operator allows a host.
 * - ATRIUM_DATA_INTERFACE_TIMEOUT_MS: how long one call (SQL or HTTP) may take (default 5000).
 * - ATRIUM_DATA_INTERFACE_MAX_KB: largest HTTP response read (default 2048).
 */
export interface DataInterfaceSettings {
  hosts: readonly AllowedHost[];
  timeoutMs: number;
  maxResponseBytes: number;
}

export interface AllowedHost {
  /** Lower-case host name or IP (IPv6 without brackets). */
  host: string;
  /** null: any port. */
  port: number | null;
}

export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_KB = 2048;

function positive(text: string | undefined, fallback: number, max: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}

/** `api.example.com`, `api.example.com:8443`, `[::1]:9000`, `10.0.0.5` → host and optional port; junk is skipped. */
export function parseHosts(text: string | undefined): AllowedHost[] {
  if (!text) return [];
  const hosts: AllowedHost[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const bracketed = /^\[([0-9a-f:.]+)\](?::(\d{1,5}))?$/.exec(entry);
    const plain = /^([a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(entry);
    const match = bracketed ?? plain;
    if (!match) continue;
    const port = match[2] === undefined ? null : Number(match[2]);
    if (port !== null && (port < 1 || port > 65535)) continue;
    hosts.push({ host: match[1] ?? '', port });
  }
  return hosts;
}

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): DataInterfaceSettings {
  return {
    hosts: parseHosts(env.ATRIUM_DATA_INTERFACE_HOSTS),
    timeoutMs: positive(env.ATRIUM_DATA_INTERFACE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, 120_000),
    maxResponseBytes: positive(env.ATRIUM_DATA_INTERFACE_MAX_KB, DEFAULT_MAX_KB, 64 * 1024) * 1024,
  };
}

/** The URL's host and effective port against the allow-list. */
export function hostAllowed(url: URL, hosts: readonly AllowedHost[]): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return hosts.some((allowed) => allowed.host === host && (allowed.port === null || allowed.port === port));
}
