import { CODE_MAX, NAME_MAX, isEnCode, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import type { VisualDevFields } from '../../visualdev/repository';
import { descriptionText, enabledMark, requiredText, sortCode, trimText } from '../field-rules';

/** A module form as it arrives; the schema has checked types only. JSON parts may come as strings (JNPF) or objects. */
export interface ModuleInput {
  fullName?: string | null;
  enCode?: string | null;
  category?: string | null;
  type?: number | null;
  webType?: number | null;
  description?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  formData?: unknown;
  columnData?: unknown;
  tables?: unknown;
  dbLinkId?: string | null;
}

const CATEGORY_MAX = 50;

/** A JSON part as the text stored: JNPF sends strings; an object is accepted and written as its JSON. */
function jsonText(part: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  throw badRequest('vdShapeInvalid', { part, detail: 'JSON' });
}

export function cleanModuleInput(input: ModuleInput): VisualDevFields {
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'vdNameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'vdCodeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  // The code becomes the menu's code and the runtime page's address (onlineDev/run/<enCode>).
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  const category = trimText(input.category ?? '');
  if (textLength(category) > CATEGORY_MAX) throw badRequest('fieldTooLong', { field: 'category', max: CATEGORY_MAX });
  const dbLinkId = input.dbLinkId ?? '0';
  // Runtime tables live in the server's own database; other data sources are not offered.
  if (dbLinkId !== '0' && dbLinkId !== '') throw badRequest('vdShapeInvalid', { part: 'dbLinkId', detail: '0' });
  return {
    fullName,
    enCode,
    category,
    type: input.type ?? 1,
    webType: input.webType ?? 2,
    description: descriptionText(input.description),
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    formData: jsonText('formData', input.formData),
    columnData: jsonText('columnData', input.columnData),
    tables: jsonText('tables', input.tables) ?? '[]',
    dbLinkId: '0',
  };
}
