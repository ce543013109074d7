// Form rules shared by the permission pages (spec section 5), with the messages in the
// permission namespace. The patterns are @atrium/rules' (through @atrium/shared), the same the
// server applies again; its 400 message is shown if it still refuses.
import { isAccount, isCode, isEmail, maxLengthRule, mobileRule, nameRule, patternRule, requiredRule, sortCodeRule, t, type FieldRule } from '@atrium/shared';

export const message = (key: string) => () => t(`permission:rules.${key}`);

export const fullNameRules: readonly FieldRule[] = [requiredRule(message('nameRequired')), nameRule({ noSymbols: true, symbolsMessage: message('nameSymbols') }), maxLengthRule(50, message('nameMax'))];
export const enCodeRules: readonly FieldRule[] = [requiredRule(message('codeRequired')), patternRule(isCode, message('codeFormat')), maxLengthRule(50, message('codeMax'))];
export const sortRules: readonly FieldRule[] = [sortCodeRule()];
export const descriptionRules: readonly FieldRule[] = [maxLengthRule(500, message('descriptionMax'))];
export const accountRules: readonly FieldRule[] = [requiredRule(message('accountRequired')), patternRule(isAccount, message('accountFormat')), maxLengthRule(50, message('accountMax'))];
export const realNameRules: readonly FieldRule[] = [requiredRule(message('realNameRequired')), nameRule(), maxLengthRule(50, message('realNameMax'))];
export const mobileRules: readonly FieldRule[] = [mobileRule()];
export const emailRules: readonly FieldRule[] = [patternRule(isEmail, message('emailFormat'))];
