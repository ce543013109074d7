// The area form's checks, with the server's own messages (server/src/routes/area), so a person
// sees the same words whichever side refuses first.
import { isCode, maxLengthRule, nameRule, patternRule, requiredRule, sortCodeRule, t } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';

const message = (key: string) => () => t(`system:area.rules.${key}`);

export interface AreaValues {
  fullName: string;
  enCode: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

export const areaRules: FormRules<AreaValues> = {
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(50, message('nameMax'))],
  enCode: [requiredRule(message('codeRequired')), maxLengthRule(50, message('codeMax')), patternRule(isCode, message('codeFormat'))],
  sortCode: [sortCodeRule()],
};
