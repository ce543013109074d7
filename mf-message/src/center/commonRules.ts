// Name and code rules shared by accounts, templates and send configurations, with the server's
// own messages (请输入名称, 请输入编码…), so both sides refuse with the same words.
import { isCode, maxLengthRule, patternRule, requiredRule, sortCodeRule, t, type FieldRule } from '@atrium/shared';
import { MESSAGE_NS } from '../i18n';

export const NAME_MAX = 50;
export const CODE_MAX = 50;

const message = (key: string, options?: Record<string, unknown>) => () => t(`center.rules.${key}`, { ns: MESSAGE_NS, ...options });

export const fullNameRules: FieldRule[] = [requiredRule(message('nameRequired')), maxLengthRule(NAME_MAX, message('nameMax', { max: NAME_MAX }))];
export const enCodeRules: FieldRule[] = [
  requiredRule(message('codeRequired')),
  patternRule(isCode, message('codeFormat')),
  maxLengthRule(CODE_MAX, message('codeMax', { max: CODE_MAX })),
];
export const sortRules: FieldRule[] = [sortCodeRule()];

/** The sort code as typed ('' means 0). */
export const sortNumber = (value: string): number => (value.trim() === '' ? 0 : Number(value));
