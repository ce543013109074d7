import { CODE_MAX, NAME_MAX, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode, trimText } from '../field-rules';

/**
 * Codes of buttons, columns, form fields and data-rule fields: the client matches them against
 * its own button codes (btn_add) and field names (F_FullName, tableField-childField).
 */
export const RESOURCE_CODE_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
export const BIND_TABLE_MAX = 50;
const BIND_TABLE_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface ResourceInput {
  moduleId?: string | null;
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  bindTable?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

export interface CleanResource {
  fullName: string;
  enCode: string;
  bindTable: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export function resourceCode(value: string | null | undefined): string {
  const enCode = requiredText(value, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!RESOURCE_CODE_PATTERN.test(enCode)) throw badRequest('resourceCodeFormat');
  return enCode;
}

export function bindTableOf(value: string | null | undefined): string {
  const table = trimText(value ?? '');
  if (table === '') return '';
  if (textLength(table) > BIND_TABLE_MAX || !BIND_TABLE_PATTERN.test(table)) throw badRequest('bindTableFormat', { max: BIND_TABLE_MAX });
  return table;
}

export function cleanResourceInput(input: ResourceInput): CleanResource {
  return {
    fullName: requiredText(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX }),
    enCode: resourceCode(input.enCode),
    bindTable: bindTableOf(input.bindTable),
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}
