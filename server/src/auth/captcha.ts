import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/l). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Bounds memory if someone requests images in a loop. */
const MAX_PENDING = 10_000;

/**
 * Sign-in captchas (system configuration: loginNeedCode). The client asks for an image with a
 * key of its choosing (JNPF sends a timestamp) and signs in with that key and the code; a code
 * works once. In memory: one process, and a lost code only means asking for a new image.
 */
export class CaptchaBook {
  private readonly codes = new Map<string, { code: string; expiresAt: number }>();

  constructor(private readonly clock: () => number) {}

  issue(key: string): string {
    const now = this.clock();
    for (const [other, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(other);
    if (this.codes.size >= MAX_PENDING) this.codes.delete(this.codes.keys().next().value as string);
    let code = '';
    for (let index = 0; index < CAPTCHA_LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
    this.codes.set(key, { code, expiresAt: now + CAPTCHA_TTL_MS });
    return code;
  }

  /** The code drawn for the key, without spending it: for the test providers only (e2e reads the picture this way). */
  peek(key: string): string | null {
    const entry = this.codes.get(key);
    return entry && entry.expiresAt > this.clock() ? entry.code : null;
  }

  /** True when the code matches the key's (case-insensitive); the code is spent either way. */
  verify(key: string, code: string): boolean {
    const entry = this.codes.get(key);
    this.codes.delete(key);
    return !!entry && entry.expiresAt > this.clock() && entry.code === code.trim().toUpperCase();
  }
}

/** The code as an SVG picture: rotated letters over noise lines, so it is not plain text in the page. */
export function captchaSvg(code: string): string {
  const width = 100;
  const height = 38;
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="hsl(${randomInt(360)},45%,60%)" stroke-width="1.5"/>`;
  }).join('');
  const letters = [...code]
    .map((letter, index) => {
      const x = 14 + index * 22;
      const y = 26 + randomInt(6) - 3;
      const angle = randomInt(40) - 20;
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${randomInt(360)},60%,35%)">${letter}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="monospace" font-size="24" font-weight="bold"><rect width="100%" height="100%" fill="#f4f6f9"/>${noise}${letters}</svg>`;
}
