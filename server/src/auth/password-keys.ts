import { constants, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** 3072 bits: RSA-OAEP with SHA-256 then holds 318 bytes, room for PASSWORD_MAX four-byte characters. */
export const PASSWORD_KEY_BITS = 3072;
/** WebCrypto's name for what the client encrypts with (RSA-OAEP, SHA-256 for the hash and MGF1). */
export const PASSWORD_KEY_ALGORITHM = 'RSA-OAEP-256';

function generate(): Promise<string> {
  return new Promise((resolve, reject) => {
    generateKeyPair('rsa', { modulusLength: PASSWORD_KEY_BITS, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } },
      (error, _publicKey, privateKey) => (error ? reject(error) : resolve(privateKey)));
  });
}

/**
 * The server's key pair for new passwords (change and reset): the client encrypts the plain
 * password to the public key, so the server can apply the password policy to it. The private key
 * is generated the first time it is needed and kept in a PEM file next to the database, readable
 * by the owner only; it is never part of the repository. Another process (or a restart) reads the
 * same file; creating it with O_EXCL means two processes starting at once agree on one key.
 */
export class PasswordKeys {
  private key: Promise<KeyObject> | null = null;

  constructor(private readonly file: string) {}

  private load(): Promise<KeyObject> {
    this.key ??= this.readOrCreate().catch((error: unknown) => {
      this.key = null; // a failed attempt (a full disk) is retried by the next request
      throw error;
    });
    return this.key;
  }

  private async readOrCreate(): Promise<KeyObject> {
    const existing = this.read();
    if (existing) return existing;
    const pem = await generate();
    mkdirSync(path.dirname(this.file), { recursive: true });
    try {
      writeFileSync(this.file, pem, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Someone else wrote theirs first: use that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const raced = this.read();
      if (raced) return raced;
      throw error;
    }
    return createPrivateKey(pem);
  }

  private read(): KeyObject | null {
    let pem: string;
    try {
      pem = readFileSync(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // A copy restored without its permissions is put back to owner-only.
    if ((statSync(this.file).mode & 0o077) !== 0) chmodSync(this.file, 0o600);
    return createPrivateKey(pem);
  }

  /** The public key as base64 DER (SubjectPublicKeyInfo), what WebCrypto's importKey('spki') takes. */
  async publicKeySpki(): Promise<string> {
    const key = await this.load();
    return createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');
  }

  /** The plain text of a base64 RSA-OAEP (SHA-256) ciphertext, or null when it does not decrypt to UTF-8. */
  async decrypt(ciphertext: string): Promise<string | null> {
    const key = await this.load();
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext)) return null;
    let plain: Buffer;
    try {
      plain = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(ciphertext, 'base64'));
    } catch {
      return null;
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(plain);
    } catch {
      return null;
    }
  }
}

/** Where the key lives: next to the database file. */
export function passwordKeyFile(dbFile: string): string {
  return path.join(path.dirname(dbFile), 'password-key.pem');
}
