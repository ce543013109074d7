import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** How long a preview, download or pack link works: long enough to follow, short enough to be useless when leaked. */
export const FILE_URL_TTL_MS = 5 * 60 * 1000;

/** What a link serves: a stored file (f) or a pack download (p); inline (i) when safe, or always as attachment (a). */
export interface SignedSubject {
  kind: 'f' | 'p';
  id: string;
  mode: 'i' | 'a';
}

const KEY_BYTES = 32;
const TOKEN = /^([fp])(\d{1,30})\.([0-9a-z]{1,12})\.([ia])\.([A-Za-z0-9_-]{43})$/;

function readKey(file: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (!/^[0-9a-f]{64}$/.test(text)) throw new Error(`atrium-server: ${file} does not hold a file-link key; remove it to make a new one`);
  // A copy restored without its permissions is put back to owner-only.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  return Buffer.from(text, 'hex');
}

/**
 * The server's key for file links, made on first start and kept beside the database (like the
 * password key), readable by the owner only and never in the repository. Created with O_EXCL, so
 * processes starting together agree on one key; a restart keeps links issued before it working.
 */
export function loadUrlKey(file: string): Buffer {
  const existing = readKey(file);
  if (existing) return existing;
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(KEY_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readKey(file);
  if (!key) throw new Error(`atrium-server: could not read ${file}`);
  return key;
}

export function urlKeyFile(dbFile: string): string {
  return path.join(path.dirname(dbFile), 'file-url-key');
}

/**
 * Short-lived links to files, so that the browser can fetch a file (an <img>, a frame, a download)
 * without the session token in a URL: `{f|p}{id}.{expiry in base-36 seconds}.{i|a}.{HMAC-SHA256}`.
 * The signature covers the id, the expiry and the mode, so none can be changed.
 */
export class UrlSigner {
  constructor(private readonly key: Buffer) {}

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(`atrium-file-link\n${payload}`).digest('base64url');
  }

  sign(subject: SignedSubject, expiresAt: number): string {
    const payload = `${subject.kind}${subject.id}.${Math.ceil(expiresAt / 1000).toString(36)}.${subject.mode}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The subject of a valid, unexpired token; null for anything else (tampered, expired, malformed). */
  verify(token: string, now: number): SignedSubject | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, kind, id, expiry, mode, signature] = match as unknown as [string, 'f' | 'p', string, string, 'i' | 'a', string];
    const expected = Buffer.from(this.mac(`${kind}${id}.${expiry}.${mode}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (parseInt(expiry, 36) * 1000 <= now) return null;
    return { kind, id, mode };
  }
}
