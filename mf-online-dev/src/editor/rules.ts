// Checks of single properties, shared by the property form (as you type) and validateModel (on save).
import { isFieldName } from '@atrium/shared';
import type { RegRule } from '../model/types';

/** The spec's rule for field names: a letter first, then letters, digits and underscores. */
export function fieldNameError(name: string, t: (key: string) => string): string | null {
  if (name === '') return t('props.nameRequired');
  return isFieldName(name) ? null : t('props.nameFormat');
}

/** What is wrong with a rule: its pattern must compile (and run on the server: no lookarounds, no backreferences), its message must be given. */
export function ruleProblem(rule: RegRule): 'patternRequired' | 'patternInvalid' | 'patternUnsupported' | 'messageRequired' | null {
  if (rule.pattern.trim() === '') return 'patternRequired';
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(rule.pattern);
  const source = literal ? literal[1]! : rule.pattern;
  try {
    new RegExp(source, literal ? literal[2]!.replace(/[^ims]/g, '') : '');
  } catch {
    return 'patternInvalid';
  }
  if (/\(\?<?[=!]|\\[1-9]|\\k</.test(source)) return 'patternUnsupported';
  if (rule.message.trim() === '') return 'messageRequired';
  return null;
}
