import { CODE_MAX, NAME_MAX, isBlank, isEnCode } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode } from '../field-rules';
import { EMPTY_FORM_DATA, formDataText, parseFormData } from './layout';

/** The form as it arrives (JNPF's PortalCrForm / PortalUpForm); the schema has checked types only. */
export interface PortalInput {
  fullName?: string | null;
  enCode?: string | null;
  category?: string | null;
  type?: number | null;
  formData?: unknown;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

/** What the database keeps of a portal's form; `formData` is the cleaned layout's JSON text. */
export interface PortalFields {
  fullName: string;
  enCode: string;
  category: string;
  formData: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

/** Dictionary ids are at most 64 characters; anything longer cannot name a category. */
const CATEGORY_ID_MAX = 64;

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The cleaned form; `formData` null when the body had none (create: an empty layout; update: the stored one). */
export type PortalForm = Omit<PortalFields, 'formData'> & { formData: string | null };

/**
 * Every rule of the form that needs no database, the first broken one the answer. Whether the
 * category is an item of 门户分类 and the name and code are free is checked in the write's
 * transaction. A body without a layout lets the properties dialog save without the designer's.
 */
export function cleanPortalInput(input: PortalInput): PortalForm {
  // JNPF's type 1 portals show a custom URL (a page or an outside address); this server renders layouts only.
  if (!absent(input.type) && input.type !== 0) throw badRequest('portalTypeUnsupported');
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'nameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  if (input.category === undefined || input.category === null || isBlank(input.category)) throw badRequest('portalCategoryRequired');
  if (input.category.length > CATEGORY_ID_MAX) throw badRequest('portalCategoryNotFound');
  return {
    fullName,
    enCode,
    category: input.category,
    formData: absent(input.formData) ? null : formDataText(parseFormData(input.formData)),
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}

/** The layout of a new portal made without one. */
export const EMPTY_FORM_DATA_TEXT = formDataText(EMPTY_FORM_DATA);
