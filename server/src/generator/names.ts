/**
 * Everything the code generator writes into source that comes from a model goes through here.
 * Two kinds of values reach the generated files:
 *  - names (field names, sub-table keys): they must match the field-name rule, or generation stops;
 *    they are then only ever used as property names, object keys and i18n keys, never as bindings;
 *  - text (labels, option labels, rule messages, patterns, the module's name and id): only ever as
 *    string literals made by `literal()` (JSON, with the characters that end a script or a line
 *    escaped), never in comments, JSX text or template strings.
 * A label such as `"; alert(1); "` or `*\/ evil() /*` therefore stays a string.
 */

/** The field-name rule of the designer and the server (identifiers.ts): letter first, then letters, digits, underscores. */
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const NAME_MAX = 50;

export class GeneratorNameError extends Error {
  constructor(readonly refused: string) {
    super(`atrium-server: generator: refusing the name ${JSON.stringify(refused)}`);
  }
}

/** A field name or sub-table key checked against the field-name rule (throws otherwise). */
export function fieldName(name: string): string {
  if (name.length > NAME_MAX || !FIELD_NAME.test(name)) throw new GeneratorNameError(name);
  return name;
}

/**
 * A string literal of any text: JSON.stringify, then `<`, `>`, U+2028 and U+2029 escaped as well,
 * so the literal cannot close a script element or break a line in older parsers.
 */
export function literal(text: string): string {
  return JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A property key: the bare name when it is an identifier (checked), else a literal. */
export function key(name: string): string {
  return FIELD_NAME.test(name) ? name : literal(name);
}

/**
 * A PascalCase type or component name from a module code or field name: only ASCII letters and
 * digits survive, a leading digit gets a prefix, and an empty result becomes `fallback`.
 */
export function pascal(source: string, fallback: string): string {
  const words = source.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  const joined = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('').slice(0, 60);
  if (joined === '') return fallback;
  return /^[0-9]/.test(joined) ? `${fallback}${joined}` : joined;
}

/** A folder or file stem: lower-case ASCII letters, digits and dashes only. */
export function kebab(source: string, fallback: string): string {
  const stem = source
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return stem === '' ? fallback : stem;
}

/** Markdown table cell text: no line breaks, pipes, HTML or backticks left to interpret. */
export function markdownCell(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/[\\`*_|<>[\]]/g, (char) => `\\${char}`);
}
