/**
 * Message templates carry parameters as `{name}` placeholders (a letter, then letters, digits or
 * underscores). The template form lists them and the server fills them in, so both read them here:
 * what staff see as parameters is exactly what a send replaces.
 */
export const PLACEHOLDER_PATTERN = /\{([A-Za-z][A-Za-z0-9_]{0,49})\}/g;

/** Parameter names in order of first appearance across the given texts, without repeats. */
export function templateParams(...texts: readonly string[]): string[] {
  const names: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
      const name = match[1] ?? '';
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}
