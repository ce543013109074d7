import { createHash } from 'node:crypto';
import { DeployRefused } from './checks';

const STRENGTH = { sha256: 1, sha384: 2, sha512: 3 } as const;
type Algorithm = keyof typeof STRENGTH;

/** The SRI string of these bytes, as the build writes it and browsers check it. */
export function sri(bytes: Buffer, algorithm: Algorithm = 'sha384'): string {
  return `${algorithm}-${createHash(algorithm).update(bytes).digest('base64')}`;
}

/**
 * The 'integrity' check, as a browser applies an integrity attribute (Subresource Integrity):
 * of the hashes given, those of the strongest known algorithm count, and one of them must match.
 */
export function checkIntegrity(url: string, bytes: Buffer, expected: string, origin: string): void {
  const hashes = expected.trim().split(/\s+/).map((token) => {
    const match = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})(\?.*)?$/.exec(token);
    return match ? { algorithm: match[1] as Algorithm, digest: match[2] ?? '' } : null;
  }).filter((hash): hash is { algorithm: Algorithm; digest: string } => hash !== null);
  if (hashes.length === 0) throw new DeployRefused('integrity', `the integrity "${expected}" (${origin}) names no sha256, sha384 or sha512 hash`);
  const strongest = Math.max(...hashes.map((hash) => STRENGTH[hash.algorithm]));
  const counted = hashes.filter((hash) => STRENGTH[hash.algorithm] === strongest);
  const actual = sri(bytes, counted[0]?.algorithm ?? 'sha384');
  if (!counted.some((hash) => `${hash.algorithm}-${hash.digest}` === actual)) {
    throw new DeployRefused('integrity', `${url} does not match its integrity (${origin}): expected ${counted.map((hash) => `${hash.algorithm}-${hash.digest}`).join(' ')}, got ${actual}`);
  }
}
