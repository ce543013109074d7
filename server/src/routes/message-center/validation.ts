import { CODE_MAX, NAME_MAX, isEnCode } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode } from '../field-rules';

/** Name, code, sort, state and description: the fields every message-centre record shares. */
export interface CommonInput {
  fullName?: string | null;
  enCode?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

export interface CommonFields {
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export function cleanCommon(input: CommonInput): CommonFields {
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  return {
    fullName,
    enCode,
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}

export const missing = (value: unknown): boolean => value === undefined || value === null || value === '';
