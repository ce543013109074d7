import { CODE_MAX, NAME_MAX, isEnCode, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode, trimText } from '../field-rules';
import { MENU_ROOT, type MenuFields } from './repository';
import type { TranslationsInput } from './translations';

export const ADDRESS_MAX = 255;
export const ICON_MAX = 100;
export const PROPERTY_MAX = 2000;

/** The menu form as it arrives; the schema has checked types and enums only. */
export interface MenuInput {
  parentId?: string | null;
  systemId?: string | null;
  type?: number | null;
  fullName?: string | null;
  enCode?: string | null;
  icon?: string | null;
  urlAddress?: string | null;
  linkTarget?: string | null;
  propertyJson?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  isButtonAuthorize?: number | null;
  isColumnAuthorize?: number | null;
  isFormAuthorize?: number | null;
  isDataAuthorize?: number | null;
  description?: string | null;
  /** Names in 繁體中文 and English (issue 19 item 4); absent keeps the stored ones on update. */
  translations?: TranslationsInput | null;
}

/** Dynamic model, dictionary, report and portal (3, 4, 5, 8) and the large screen (6) name what they show in propertyJson.moduleId. */
export const PROPERTY_TYPES: ReadonlySet<number> = new Set([3, 4, 5, 6, 8]);

const missing = (value: unknown): value is null | undefined | '' => value === undefined || value === null || value === '';

// Icon classes as JNPF writes them ("icon-ym icon-ym-system"): words of letters, digits, '-' and '_'.
const ICON_PATTERN = /^[A-Za-z0-9_-]+(?: [A-Za-z0-9_-]+)*$/;

function iconOf(value: string | null | undefined): string {
  const icon = trimText(value ?? '');
  if (icon === '') return '';
  if (textLength(icon) > ICON_MAX || !ICON_PATTERN.test(icon)) throw badRequest('menuIconFormat');
  return icon;
}

/** A portal route or external link: no blanks or control characters, so it cannot break the URL the shell builds. */
function addressOf(value: string | null | undefined, type: number): string {
  if (type === 0 || type === 1) return '';
  const address = trimText(value ?? '');
  if (address === '') {
    if (type === 2 || type === 7) throw badRequest('menuAddressRequired');
    return '';
  }
  if (textLength(address) > ADDRESS_MAX) throw badRequest('menuAddressTooLong', { max: ADDRESS_MAX });
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\s\u0000-\u001f\u007f]/u.test(address)) throw badRequest('menuAddressFormat');
  if (type === 7) {
    let url: URL | null = null;
    try {
      url = new URL(address);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw badRequest('menuExternalUrl');
  } else if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(address) || address.startsWith('//')) {
    // A page address is a portal route; a scheme would make it an external link (type 7) in disguise.
    throw badRequest('menuAddressFormat');
  }
  return address;
}

function propertyOf(value: string | null | undefined, type: number): string | null {
  const text = missing(value) ? '' : value.trim();
  if (text === '') {
    if (PROPERTY_TYPES.has(type)) throw badRequest('menuPropertyRequired');
    return null;
  }
  if (textLength(text) > PROPERTY_MAX) throw badRequest('menuPropertyInvalid');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('menuPropertyInvalid');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('menuPropertyInvalid');
  const property = parsed as Record<string, unknown>;
  if (PROPERTY_TYPES.has(type)) {
    const moduleId = property.moduleId;
    if (typeof moduleId !== 'string' || moduleId.trim() === '' || moduleId.length > 64) throw badRequest('menuPropertyRequired');
  }
  if (property.isTree !== undefined && property.isTree !== 0 && property.isTree !== 1) throw badRequest('menuPropertyInvalid');
  // Stored as the canonical JSON of the object: the shell parses it, and no stray text survives.
  return JSON.stringify(property);
}

const flag = (value: number | null | undefined, fallback: 0 | 1): number => (value === 0 || value === 1 ? value : fallback);

/** Field rules of a menu; references (system, parent, uniqueness) are checked by the route in its transaction. */
export function cleanMenuInput(input: MenuInput): MenuFields {
  if (missing(input.systemId)) throw badRequest('menuSystemRequired');
  if (missing(input.parentId)) throw badRequest('menuParentRequired');
  if (input.type === undefined || input.type === null) throw badRequest('menuTypeRequired');
  const type = input.type;
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'menuNameRequired', tooLong: 'nameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'codeRequired', tooLong: 'codeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  return {
    parentId: input.parentId === '0' ? MENU_ROOT : input.parentId,
    systemId: input.systemId,
    type,
    fullName,
    enCode,
    icon: iconOf(input.icon),
    urlAddress: addressOf(input.urlAddress, type),
    linkTarget: input.linkTarget === '_blank' ? '_blank' : '_self',
    propertyJson: propertyOf(input.propertyJson, type),
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    isButtonAuthorize: flag(input.isButtonAuthorize, 1),
    isColumnAuthorize: flag(input.isColumnAuthorize, 0),
    isFormAuthorize: flag(input.isFormAuthorize, 0),
    isDataAuthorize: flag(input.isDataAuthorize, 0),
    description: descriptionText(input.description),
  };
}
