import { createHash, randomInt } from 'node:crypto';

// Snowflake layout (Twitter epoch): 41 bits of milliseconds, 10 random "worker" bits,
// 12 bits of sequence. Gives 19-digit, roughly time-ordered string ids like JNPF's.
const EPOCH = 1288834974657n;
const worker = BigInt(randomInt(1024));
let lastMs = 0n;
let sequence = 0n;

export function newId(now: number = Date.now()): string {
  let ms = BigInt(now) - EPOCH;
  if (ms < lastMs) ms = lastMs;
  if (ms === lastMs) {
    sequence = (sequence + 1n) & 0xfffn;
    if (sequence === 0n) ms += 1n;
  } else {
    sequence = 0n;
  }
  lastMs = ms;
  return ((ms << 22n) | (worker << 12n) | sequence).toString();
}

/**
 * Stable 18-digit id derived from a key, for seed rows: every fresh database gets
 * the same menu and dictionary ids, which keeps bookmarks and e2e fixtures valid.
 */
export function seedId(key: string): string {
  const digest = createHash('sha256').update(`atrium-seed:${key}`).digest('hex');
  const value = BigInt(`0x${digest.slice(0, 16)}`) % 900000000000000000n + 100000000000000000n;
  return value.toString();
}
