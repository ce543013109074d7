import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a backup download link works: long enough to follow, useless when leaked later. */
export const BACKUP_LINK_TTL_MS = 5 * 60 * 1000;

const TOKEN = /^(\d{1,30})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * Short-lived download links to backups (`{id}.{expiry in base-36 seconds}.{HMAC-SHA256}`), signed
 * with the server's file-link key under their own label, so a file link can never pass as a backup
 * link. The browser follows them without the session token.
 */
export class BackupLinkSigner {
  constructor(private readonly key: Buffer) {}

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(`atrium-backup-link\n${payload}`).digest('base64url');
  }

  sign(id: string, expiresAt: number): string {
    const payload = `${id}.${Math.ceil(expiresAt / 1000).toString(36)}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The backup id of a valid, unexpired token; null otherwise. */
  verify(token: string, now: number): string | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, id, expiry, signature] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.mac(`${id}.${expiry}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (parseInt(expiry, 36) * 1000 <= now) return null;
    return id;
  }
}
