/** @jest-environment node */
// Node's WebCrypto is the browser's API; the server's side is node:crypto's privateDecrypt.
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { sealWithServerKey, type PasswordPublicKey } from './passwordSealCrypto';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const served: PasswordPublicKey = {
  publicKey: pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  algorithm: 'RSA-OAEP-256',
};
const subtle = webcrypto.subtle as unknown as SubtleCrypto;

function open(sealed: string): string {
  return privateDecrypt({ key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed, 'base64')).toString('utf8');
}

describe('sealWithServerKey', () => {
  it('encrypts the UTF-8 password with RSA-OAEP SHA-256 to the served key, fresh each time', async () => {
    const fetchKey = jest.fn(async () => served);
    const first = await sealWithServerKey('新密码 Pass-1 😀', { fetchKey, subtle });
    const second = await sealWithServerKey('新密码 Pass-1 😀', { fetchKey, subtle });
    expect(first).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(first).not.toBe(second);
    expect(open(first)).toBe('新密码 Pass-1 😀');
    expect(open(second)).toBe('新密码 Pass-1 😀');
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('refuses to run without WebCrypto (not a secure context), before asking for the key', async () => {
    const fetchKey = jest.fn(async () => served);
    await expect(sealWithServerKey('x', { fetchKey, subtle: undefined })).rejects.toThrow(/secure context/);
    expect(fetchKey).not.toHaveBeenCalled();
  });

  it('refuses a key of another algorithm', async () => {
    await expect(sealWithServerKey('x', { fetchKey: async () => ({ ...served, algorithm: 'RSA-OAEP' }), subtle })).rejects.toThrow(/RSA-OAEP-256/);
  });
});
