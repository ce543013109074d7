import { badRequest } from '../../plugins/errors';
import { descriptionText, enabledMark, sortCode } from '../field-rules';
import { entityCode, entityName } from './fields';
import { ORGANIZE_ROOT, type Category, type OrganizeInput } from './repository';

/** The body as it arrives: the schema has checked types only. */
export interface OrganizeBody {
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  category?: string | null;
  managerId?: string | null;
  enabledMark?: number | null;
  sortCode?: number | null;
  description?: string | null;
  propertyJson?: string | Record<string, unknown> | null;
}

const PROPERTY_MAX = 10_000;

function propertyJson(value: OrganizeBody['propertyJson']): string | null {
  if (value === undefined || value === null || value === '') return null;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest('organizePropertyInvalid');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('organizePropertyInvalid');
  const text = JSON.stringify(parsed);
  if (text.length > PROPERTY_MAX) throw badRequest('organizePropertyInvalid');
  return text;
}

/** OrganizeCrForm (category company) and OrganizeDepartCrForm (department). */
export function cleanOrganize(body: OrganizeBody, category: Category): OrganizeInput {
  const parentId = (body.parentId ?? '').trim();
  if (parentId === '' || (category === 'department' && parentId === ORGANIZE_ROOT)) {
    throw badRequest(category === 'company' ? 'organizeParentRequired' : 'departmentParentRequired');
  }
  const managerId = (body.managerId ?? '').trim();
  return {
    parentId,
    category,
    fullName: entityName(body.fullName),
    enCode: entityCode(body.enCode),
    sortCode: sortCode(body.sortCode),
    enabledMark: enabledMark(body.enabledMark),
    description: descriptionText(body.description),
    managerId: managerId === '' ? null : managerId,
    propertyJson: category === 'company' ? propertyJson(body.propertyJson) : null,
  };
}
