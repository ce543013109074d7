/**
 * Message templates carry parameters as `{name}` placeholders (a letter, then letters, digits or
 * underscores). These functions are shared by the template routes (parameter list), the test
 * send and any real send, so what staff preview is exactly what recipients get.
 */
const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]{0,49})\}/g;

/** Parameter names in order of first appearance across the given texts, without repeats. */
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

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

export interface RenderOptions {
  /** The text is HTML (a mail body): values are escaped so a parameter cannot inject markup. */
  html?: boolean;
}

/**
 * Replaces every `{name}` with its value. A placeholder without a value stays as written, so a
 * forgotten parameter is visible in the result instead of silently vanishing.
 */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>, options: RenderOptions = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name] ?? '';
    return options.html ? escapeHtml(value) : value;
  });
}
