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

export function hasHiddenCharacters(s: string): boolean {
  return HIDDEN_CHARACTERS.test(s);
}

/** True for the empty string and for strings made only of whitespace, ideographic space included. */
export function isBlank(s: string): boolean {
  return /^[\s\u3000]*$/u.test(s);
}
