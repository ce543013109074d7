import { DEFAULT_KDF, hashPassword, md5Hex, verifyPassword } from './password';
import { hashToken, newToken, tokenFromHeader } from './tokens';
import { newId, seedId } from '../db/ids';
import { TEST_KDF } from '../testing';

describe('password hashing', () => {
  it('keeps a strong production default', () => {
    expect(DEFAULT_KDF.logN).toBeGreaterThanOrEqual(15);
  });

  it('verifies the MD5 the client sends, case-insensitively, and nothing else', async () => {
    const md5 = md5Hex('s3cret!');
    expect(md5).toMatch(/^[0-9a-f]{32}$/);
    const stored = await hashPassword(md5, TEST_KDF);
    expect(await verifyPassword(md5, stored)).toBe(true);
    expect(await verifyPassword(md5.toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword(md5Hex('s3cret?'), stored)).toBe(false);
    expect(await verifyPassword(md5, 'not-a-hash')).toBe(false);
    expect(stored).not.toContain(md5);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are read from the header with or without the bearer prefix', () => {
    expect(tokenFromHeader('bearer abc')).toBe('abc');
    expect(tokenFromHeader('Bearer  abc ')).toBe('abc');
    expect(tokenFromHeader('abc')).toBe('abc');
    expect(tokenFromHeader('bearer ')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});

describe('ids', () => {
  it('are unique, increasing 19-digit strings', () => {
    const ids = Array.from({ length: 2000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^\d{19}$/);
    expect([...ids].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))).toEqual(ids);
  });

  it('are stable 18-digit strings for seed keys', () => {
    expect(seedId('module:system')).toBe(seedId('module:system'));
    expect(seedId('module:system')).toMatch(/^\d{18}$/);
    expect(seedId('module:system')).not.toBe(seedId('module:systemData'));
  });
});
