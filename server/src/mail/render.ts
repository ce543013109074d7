// Filling `{name}` placeholders; reading them (`templateParams`) is shared with the template form.
import { PLACEHOLDER_PATTERN } from '@atrium/rules';

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
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const value = values[name] ?? '';
    return options.html ? escapeHtml(value) : value;
  });
}
