/**
 * Chat emoji: 120 codes, 100–219 (spec section 2), stored in message text as `[em:NNN]` so any
 * JNPF client can read them. The mapping to characters is ours and lives only here, in
 * characters.json: one list for the code and the build, which copies each one's Twemoji image
 * (webpack.config.js), so no emoji depends on a colour-emoji font (issue 17 item 3).
 */
import characters from './characters.json';

const CHARACTERS: readonly string[] = characters;

declare const __webpack_public_path__: string | undefined;

/**
 * The image of a code (an SVG copied next to the chat bundle, wherever SystemJS loaded it from),
 * or null outside 100–219.
 */
export function emojiImageUrl(code: number): string | null {
  if (emojiChar(code) === undefined) return null;
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return `${base}emoji/${code}.svg`;
}

export const EMOJI_FIRST = 100;
export const EMOJI_LAST = EMOJI_FIRST + CHARACTERS.length - 1;

export interface Emoji {
  code: number;
  /** As stored in the message text. */
  token: string;
  char: string;
}

export const EMOJIS: readonly Emoji[] = CHARACTERS.map((char, index) => {
  const code = EMOJI_FIRST + index;
  return { code, token: `[em:${code}]`, char };
});

/** The character of a code, or undefined outside 100–219. */
export function emojiChar(code: number): string | undefined {
  return Number.isInteger(code) && code >= EMOJI_FIRST && code <= EMOJI_LAST ? CHARACTERS[code - EMOJI_FIRST] : undefined;
}

export const EMOJI_TOKEN = /\[em:(\d{3})\]/g;
