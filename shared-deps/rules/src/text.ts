/**
 * Text measurement and checks shared by the client and the server, so that both
 * sides agree on what "50 characters" means and on which names are acceptable.
 */

/** Length in Unicode code points: one emoji such as 😀 counts as one character. */
export function textLength(s: string): number {
  return [...s].length;
}

// Invisible characters that let two names look identical or hide content:
// zero-width and directional marks, line/paragraph separators, word joiners,
// the byte-order mark, and C0/C1 controls (names never contain tabs or newlines).
// eslint-disable-next-line no-control-regex -- control characters are exactly what this rule looks for
const HIDDEN_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\uFEFF]/u;

// Emoji joined by ZERO WIDTH JOINER into one picture (👨‍👩‍👧, 🏳️‍🌈, ❤️‍🔥, 👩🏽‍💻): each part a
// pictograph, optionally with the emoji presentation selector (U+FE0F) or a skin tone. There the
// joiner belongs to a well-formed sequence rather than hiding anything, so it is taken out first.
const EMOJI_ZWJ_SEQUENCE = /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?(?:\u200D\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)+/gu;

/**
 * True when the text holds an invisible character. A zero-width joiner is accepted only inside a
 * well-formed emoji ZWJ sequence; flags, skin tones, keycaps and variation selectors were never
 * refused. A lone or dangling joiner, or one next to a letter, still is.
 */
export function hasHiddenCharacters(s: string): boolean {
  return HIDDEN_CHARACTERS.test(s.replace(EMOJI_ZWJ_SEQUENCE, ''));
}

/** True for the empty string and for strings made only of whitespace, ideographic space included. */
export function isBlank(s: string): boolean {
  return /^[\s\u3000]*$/u.test(s);
}
