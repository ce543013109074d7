import {
  CODE_MAX,
  NAME_MAX,
  SORT_MAX,
  SORT_MIN,
  hasHiddenCharacters,
  hasSpecialSymbols,
  isBlank,
  isEnCode,
  textLength,
} from '@atrium/rules';
import type { MessageKey } from '../../i18n/messages';
import { badRequest } from '../../plugins/errors';

export const DESCRIPTION_MAX = 500;

/** Fields as they arrive: the schema has checked types only, so every rule with a spec message lives here. */
export interface TypeInput {
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  isTree?: number | null;
  sortCode?: number | null;
  description?: string | null;
}

export interface DataInput {
  dictionaryTypeId?: string | null;
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  enabledMark?: number | null;
  sortCode?: number | null;
  description?: string | null;
}

export interface CleanType {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  description: string;
}

export interface CleanData {
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description: string;
}

// Leading and trailing blanks (ideographic space included) are never meaningful in names and codes.
const trim = (s: string): string => s.replace(/^[\s\u3000]+|[\s\u3000]+$/gu, '');

interface TextRule {
  field: string;
  required: MessageKey;
  tooLong: MessageKey;
  max: number;
}

function text(value: string | null | undefined, rule: TextRule): string {
  if (value === undefined || value === null || value === '') throw badRequest(rule.required, { field: rule.field });
  if (isBlank(value)) throw badRequest('fieldBlank', { field: rule.field });
  if (hasHiddenCharacters(value)) throw badRequest('fieldHiddenCharacters', { field: rule.field });
  const trimmed = trim(value);
  if (textLength(trimmed) > rule.max) throw badRequest(rule.tooLong, { max: rule.max });
  return trimmed;
}

function sort(value: number | null | undefined): number {
  const sortCode = value ?? 0;
  if (!Number.isInteger(sortCode) || sortCode < SORT_MIN || sortCode > SORT_MAX) {
    throw badRequest('sortRange', { min: SORT_MIN, max: SORT_MAX });
  }
  return sortCode;
}

function description(value: string | null | undefined): string {
  const result = value ?? '';
  if (textLength(result) > DESCRIPTION_MAX) throw badRequest('descriptionTooLong', { max: DESCRIPTION_MAX });
  return result;
}

function parent(value: string | null | undefined, required: MessageKey): string {
  if (value === undefined || value === null || isBlank(value)) throw badRequest(required, { field: 'parentId' });
  return value.trim();
}

/** Spec section 5, "Dictionary type". */
export function cleanTypeInput(input: TypeInput): CleanType {
  const parentId = parent(input.parentId, 'dictTypeParentRequired');
  const fullName = text(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  if (hasSpecialSymbols(fullName)) throw badRequest('nameSpecialSymbols');
  const enCode = text(input.enCode, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  return {
    parentId,
    fullName,
    enCode,
    isTree: input.isTree === 1 ? 1 : 0,
    sortCode: sort(input.sortCode),
    description: description(input.description),
  };
}

/** Spec section 5, "Dictionary data". */
export function cleanDataInput(input: DataInput): CleanData {
  const parentId = parent(input.parentId, 'dictDataParentRequired');
  const fullName = text(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'dictDataNameTooLong', max: NAME_MAX });
  const enCode = text(input.enCode, { field: 'enCode', required: 'codeRequired', tooLong: 'dictDataCodeTooLong', max: CODE_MAX });
  return {
    parentId,
    fullName,
    enCode,
    enabledMark: input.enabledMark === 0 ? 0 : 1,
    sortCode: sort(input.sortCode),
    description: description(input.description),
  };
}
