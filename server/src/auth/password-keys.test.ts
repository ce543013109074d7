import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PasswordKeys } from './password-keys';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-keys-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function seal(spki: string, plain: Buffer): string {
  return publicEncrypt({ key: createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, plain)
    .toString('base64');
}

describe('PasswordKeys', () => {
  it('makes a key pair on first use, owner-only on disk, and the next process reads the same one', async () => {
    const file = path.join(dir, 'data', 'password-key.pem');
    const first = new PasswordKeys(file);
    const [a, b] = await Promise.all([first.publicKeySpki(), first.publicKeySpki()]);
    expect(a).toBe(b);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const restarted = new PasswordKeys(file);
    expect(await restarted.publicKeySpki()).toBe(a);
    expect(await restarted.decrypt(seal(a, Buffer.from('密码 Pass-1', 'utf8')))).toBe('密码 Pass-1');
  });

  it('puts a key file readable by others back to owner-only', async () => {
    const file = path.join(dir, 'loose', 'password-key.pem');
    await new PasswordKeys(file).publicKeySpki();
    chmodSync(file, 0o644);
    await new PasswordKeys(file).publicKeySpki();
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('answers null for what does not decrypt to UTF-8 text', async () => {
    const keys = new PasswordKeys(path.join(dir, 'data', 'password-key.pem'));
    const spki = await keys.publicKeySpki();
    expect(await keys.decrypt('')).toBeNull();
    expect(await keys.decrypt('***')).toBeNull();
    expect(await keys.decrypt(Buffer.alloc(384, 7).toString('base64'))).toBeNull();
    expect(await keys.decrypt(seal(spki, Buffer.from([0xc3, 0x28])))).toBeNull();
  });
});
