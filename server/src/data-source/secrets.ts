import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadUrlKey } from '../files/signed-urls';

/**
 * Data-source passwords are stored because the server needs them to connect, so they cannot be
 * hashed: they are AES-256-GCM ciphertext under a key kept beside the database (made on first use,
 * owner-only, never in the repository, like the file-link and password keys), so a copy of the
 * database alone (a backup, a dump) does not hold them. They are never sent back to the browser.
 */
export const dataSourceKeyFile = (dbFile: string): string => path.join(path.dirname(dbFile), 'data-source-key');

const VERSION = 'v1';
const IV_BYTES = 12;

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('atrium-server: the data-source key must be 32 bytes');
  }

  static forDatabase(dbFile: string): SecretBox {
    return new SecretBox(loadUrlKey(dataSourceKeyFile(dbFile)));
  }

  /** `v1.{iv}.{tag}.{ciphertext}` in base64url; '' stays '' (no password). */
  seal(plain: string): string {
    if (plain === '') return '';
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plain text; null when the ciphertext was made under another key or was changed. */
  open(sealed: string): string | null {
    if (sealed === '') return '';
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
