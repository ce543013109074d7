/**
 * `{name}` placeholders of a template (a letter, then letters, digits or underscores), exactly as
 * the server reads them, so the form shows the parameters a test send will ask for.
 */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]{0,49})\}/g;

export function templateParams(...texts: readonly string[]): string[] {
  const names: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      if (!names.includes(name)) names.push(name);
    }
  }
  return names;
}
