import { randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/connection';
import { ApiError, badRequest } from '../plugins/errors';
import { findAppByAppId, recordUse, type InterfaceApp } from './repository';

/** The headers an external caller sends: its app id and its secret (over HTTPS). */
export const APP_ID_HEADER = 'x-app-id';
export const APP_SECRET_HEADER = 'x-app-secret';

export const WHITELIST_MAX = 50;

export const newAppId = (): string => randomBytes(12).toString('hex');
/** 32 random bytes: shown once, stored as its SHA-256 only. */
export const newAppSecret = (): string => randomBytes(32).toString('base64url');
export const hashSecret = (secret: string): string => hashToken(secret);

const plainIp = (ip: string): string => (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

/** One allow-list entry: an address (IPv4/IPv6) or a subnet in CIDR form; null when neither. */
function parseEntry(entry: string): { address: string; prefix: number | null; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, family };
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return null;
  return { address, prefix, family };
}

/** The allow-list as stored: one entry per line, each checked (code 400 naming the first bad one). */
export function cleanWhitelist(text: string): string {
  const entries = [...new Set(text.split(/[\s,;，；]+/).map((entry) => entry.trim()).filter(Boolean))];
  if (entries.length > WHITELIST_MAX) throw badRequest('ioTooManyIps', { max: WHITELIST_MAX });
  for (const entry of entries) if (!parseEntry(entry)) throw badRequest('ioIpInvalid', { ip: entry.slice(0, 64) });
  return entries.join('\n');
}

export function ipAllowed(whitelist: string, ip: string): boolean {
  if (whitelist.trim() === '') return true;
  const list = new BlockList();
  for (const line of whitelist.split('\n')) {
    const entry = parseEntry(line.trim());
    if (!entry) continue;
    if (entry.prefix === null) list.addAddress(entry.address, entry.family);
    else list.addSubnet(entry.address, entry.prefix, entry.family);
  }
  const address = plainIp(ip);
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

function secretMatches(app: InterfaceApp, secret: string): boolean {
  const expected = Buffer.from(app.secretHash, 'hex');
  const given = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface CallCheck {
  appId: string | undefined;
  secret: string | undefined;
  ip: string;
  interfaceId: string;
  now: number;
}

/**
 * May this caller call this data interface? Refuses (401) a missing or unknown app id, a wrong
 * secret (one message for both: no hint which was wrong), a disabled or expired app; (403) an
 * address not on the app's allow-list and an interface not granted to it. A granted call is
 * counted (usage count and last use) and returns the app.
 */
export function checkInterfaceCall(db: Db, check: CallCheck): InterfaceApp {
  if (!check.appId || !check.secret) throw new ApiError(401, 'ioCredentialsMissing');
  const app = findAppByAppId(db, check.appId.slice(0, 64));
  if (!app || !secretMatches(app, check.secret.slice(0, 256))) throw new ApiError(401, 'ioUnknownApp');
  if (app.enabledMark !== 1) throw new ApiError(401, 'ioAppDisabled');
  if (app.expiresAt !== null && app.expiresAt <= check.now) throw new ApiError(401, 'ioAppExpired');
  if (!ipAllowed(app.whitelistIp, check.ip)) throw new ApiError(403, 'ioIpNotAllowed', { ip: plainIp(check.ip).slice(0, 64) });
  if (!app.dataInterfaceIds.includes(check.interfaceId)) throw new ApiError(403, 'ioNotGranted');
  recordUse(db, app.id, check.now);
  return { ...app, usageCount: app.usageCount + 1, lastUsedTime: check.now };
}
