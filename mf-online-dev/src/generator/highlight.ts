import { sanitizeHtml } from '@atrium/html';
import { languageOf } from './languages';

/** Highlighted HTML of a file, sanitised, or null when it is shown as plain text. */
export type Highlighter = (fileName: string, code: string) => Promise<string | null>;

/**
 * Loads shiki on first use (a lazy chunk: nothing of it is in the module's entry), and passes its
 * HTML through DOMPurify (@atrium/html) like any HTML the portal renders.
 */
export const highlight: Highlighter = async (fileName, code) => {
  const lang = languageOf(fileName);
  if (lang === null) return null;
  const shiki = await import(/* webpackChunkName: "shiki" */ './shiki');
  return sanitizeHtml(await shiki.codeToHtml(code, lang));
};
