// Spec section 5 "Dictionary type" and "Dictionary data", with its messages verbatim. The server
// checks the same limits with the same shared rules; its 400 message is shown if it still refuses.
import { isCode, maxLengthRule, nameRule, patternRule, requiredRule, sortCodeRule, t } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';

const message = (key: string) => () => t(`system:dictionary.rules.${key}`);

/** Form values as the inputs hold them (sort is text until saved). */
export interface TypeValues {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: string;
  description: string;
}

export interface DataValues {
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: string;
  description: string;
}

export const typeRules: FormRules<TypeValues> = {
  parentId: [requiredRule(message('parentRequired'))],
  fullName: [
    requiredRule(message('nameRequired')),
    nameRule({ noSymbols: true, symbolsMessage: message('nameSymbols') }),
    maxLengthRule(50, message('nameMax')),
  ],
  enCode: [requiredRule(message('codeRequired')), patternRule(isCode, message('codeFormat')), maxLengthRule(50, message('codeMax'))],
  sortCode: [sortCodeRule()],
};

export const dataRules: FormRules<DataValues> = {
  parentId: [requiredRule(message('dataParentRequired'))],
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(50, message('dataNameMax'))],
  enCode: [requiredRule(message('codeRequired')), maxLengthRule(50, message('dataCodeMax'))],
  sortCode: [sortCodeRule()],
};

/** Sort as sent to the server (empty means the default 0). */
export function sortNumber(value: string): number {
  return value.trim() === '' ? 0 : Number(value);
}
