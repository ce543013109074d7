// The portal form's rules (门户设计 contract), the same limits the server checks; its 400 message
// is shown if it still refuses (a name or code already taken).
import { isCode, maxLengthRule, nameRule, patternRule, requiredRule, sortCodeRule, t } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';
import { PORTAL_NS } from './i18n';

export const NAME_MAX = 50;
export const CODE_MAX = 50;
export const DESCRIPTION_MAX = 500;

const message = (key: string, options?: Record<string, unknown>) => () => t(`${PORTAL_NS}:rules.${key}`, options);

/** Form values as the inputs hold them (sort is text until saved). */
export interface PortalValues {
  fullName: string;
  enCode: string;
  category: string;
  sortCode: string;
  enabledMark: 0 | 1;
  description: string;
}

// The code follows the platform's code rule (letters, digits and dots), as the server checks it.
export const portalRules: FormRules<PortalValues> = {
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(NAME_MAX, message('nameMax', { max: NAME_MAX }))],
  enCode: [requiredRule(message('codeRequired')), patternRule(isCode, message('codeFormat')), maxLengthRule(CODE_MAX, message('codeMax', { max: CODE_MAX }))],
  category: [requiredRule(message('categoryRequired'))],
  sortCode: [sortCodeRule()],
  description: [maxLengthRule(DESCRIPTION_MAX, message('descriptionMax', { max: DESCRIPTION_MAX }))],
};

/** Sort as sent to the server (empty means the default 0). */
export function sortNumber(value: string): number {
  return value.trim() === '' ? 0 : Number(value);
}
