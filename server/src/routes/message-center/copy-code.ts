import { CODE_MAX, NAME_MAX, textLength } from '@atrium/rules';

/** Cuts a string to at most `max` code points (codes and names are counted that way). */
function clip(text: string, max: number): string {
  return textLength(text) <= max ? text : Array.from(text).slice(0, max).join('');
}

/**
 * The code of a copy: the original with a `.copy` suffix (then `.copy2`, `.copy3`…) until it
 * is free, cut so it stays within the code limit and keeps the code format (no dot at the end).
 */
export function copyCode(code: string, taken: (candidate: string) => boolean): string {
  for (let attempt = 1; ; attempt += 1) {
    const suffix = attempt === 1 ? '.copy' : `.copy${attempt}`;
    const base = clip(code, CODE_MAX - suffix.length).replace(/\.+$/, '');
    const candidate = `${base}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The name of a copy, e.g. "欢迎邮件.副本", within the name limit. */
export function copyName(name: string, suffix: string): string {
  return `${clip(name, NAME_MAX - textLength(suffix))}${suffix}`;
}
