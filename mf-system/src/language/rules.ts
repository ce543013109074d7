// The override dialog's checks, in the server's words (server/src/routes/language/messages.ts).
import { t, type Locale } from '@atrium/shared';

export const TEXT_MAX = 2000;

/** Per language: null when the text may be saved ('' means "back to the built-in text"). */
export function textProblem(value: string): string | null {
  if (value === '') return null;
  const trimmed = value.replace(/^[\s\u3000]+|[\s\u3000]+$/gu, '');
  if (trimmed === '') return t('system:language.blank');
  if ([...trimmed].length > TEXT_MAX) return t('system:language.tooLong', { max: TEXT_MAX });
  return null;
}

export function validateTexts(values: Record<Locale, string>): Partial<Record<Locale, string>> {
  const errors: Partial<Record<Locale, string>> = {};
  for (const [lang, value] of Object.entries(values) as [Locale, string][]) {
    const problem = textProblem(value);
    if (problem) errors[lang] = problem;
  }
  return errors;
}
