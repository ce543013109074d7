import { randomInt } from 'node:crypto';
import { CODE_MAX, NAME_MAX } from '@atrium/rules';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const SUFFIX_LENGTH = 5;
const ATTEMPTS = 20;

/** JNPF's copy suffix: random letters and digits, five unless asked (portals take four). */
export function copySuffix(length: number = SUFFIX_LENGTH): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** `text` shortened (by code points) so that `text + tail` fits in `max`. */
function fit(text: string, tail: string, max: number): string {
  const room = max - [...tail].length;
  return [...text].slice(0, Math.max(0, room)).join('') + tail;
}

/**
 * The name and code of a copy, as JNPF names them: `{name}.副本{suffix}` and `{code}{suffix}`,
 * both cut to their maximum length and free (`taken` says which pair is not: the code, or for
 * features with unique names also the name).
 */
export function copyNames(
  source: { fullName: string; enCode: string },
  taken: (code: string, fullName: string) => boolean,
  suffix: () => string = copySuffix,
): { fullName: string; enCode: string } {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const tail = suffix();
    const enCode = fit(source.enCode, tail, CODE_MAX);
    const fullName = fit(source.fullName, `.副本${tail}`, NAME_MAX);
    if (!taken(enCode, fullName)) return { fullName, enCode };
  }
  // Twenty collisions of a random suffix (36^4 values or more) mean something else is wrong; refuse rather than loop.
  throw new Error('print copy: no free code found');
}
