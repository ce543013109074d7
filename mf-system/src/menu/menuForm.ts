// The menu form: which fields each menu type needs (spec section 2 "Menu entry types") and the
// checks the server makes too (docs/server.md "Menus and their resources"), with its messages.
import { isCode, maxLengthRule, nameRule, patternRule, requiredRule, sortCodeRule, t } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { MENU_ROOT, type Menu, type MenuFields } from './api';

export const MENU_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Directories and groups hold other menus and have no address. */
export const isDirectory = (type: number): boolean => type === 0 || type === 1;
/** Types that name what they show in propertyJson.moduleId. */
export const needsProperty = (type: number): boolean => [3, 4, 5, 6, 8].includes(type);
/** A page route (2) and an external link (7) cannot do without an address. */
export const needsAddress = (type: number): boolean => type === 2 || type === 7;
/** An external link and a large screen may open in a new window. */
export const hasLinkTarget = (type: number): boolean => type === 6 || type === 7;

/** Form values as the inputs hold them (sort is text until saved). */
export interface MenuValues {
  parentId: string;
  type: string;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  propertyJson: string;
  sortCode: string;
  enabledMark: number;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
  description: string;
  /** The name shown to users of 繁體中文 and English; empty shows fullName. */
  nameZhtw: string;
  nameEn: string;
}

const message = (key: string, params?: Record<string, unknown>) => () => t(`system:menu.rules.${key}`, params);

export function emptyMenu(parentId: string): MenuValues {
  return {
    parentId,
    type: '2',
    fullName: '',
    enCode: '',
    icon: '',
    urlAddress: '',
    linkTarget: '_self',
    propertyJson: '',
    sortCode: '0',
    enabledMark: 1,
    isButtonAuthorize: 1,
    isColumnAuthorize: 0,
    isFormAuthorize: 0,
    isDataAuthorize: 0,
    description: '',
    nameZhtw: '',
    nameEn: '',
  };
}

export function valuesOf(menu: Menu): MenuValues {
  return {
    parentId: menu.parentId,
    type: String(menu.type),
    fullName: menu.fullName,
    enCode: menu.enCode,
    icon: menu.icon,
    urlAddress: menu.urlAddress,
    linkTarget: menu.linkTarget || '_self',
    propertyJson: menu.propertyJson ?? '',
    sortCode: String(menu.sortCode),
    enabledMark: menu.enabledMark,
    isButtonAuthorize: menu.isButtonAuthorize,
    isColumnAuthorize: menu.isColumnAuthorize,
    isFormAuthorize: menu.isFormAuthorize,
    isDataAuthorize: menu.isDataAuthorize,
    description: menu.description,
    nameZhtw: menu.translations?.zhtw ?? '',
    nameEn: menu.translations?.en ?? '',
  };
}

const baseRules: FormRules<MenuValues> = {
  parentId: [requiredRule(message('parentRequired'))],
  type: [requiredRule(message('typeRequired'))],
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(50, message('nameMax'))],
  enCode: [requiredRule(message('codeRequired')), patternRule(isCode, message('codeFormat')), maxLengthRule(50, message('codeMax'))],
  nameZhtw: [maxLengthRule(50, message('nameMax'))],
  nameEn: [maxLengthRule(50, message('nameMax'))],
  sortCode: [sortCodeRule()],
  description: [maxLengthRule(500, message('descriptionMax'))],
};

function propertyError(text: string, type: number): string | undefined {
  if (text.trim() === '') return needsProperty(type) ? t('system:menu.rules.propertyRequired') : undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return t('system:menu.rules.propertyInvalid');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return t('system:menu.rules.propertyInvalid');
  const moduleId = (parsed as { moduleId?: unknown }).moduleId;
  if (needsProperty(type) && (typeof moduleId !== 'string' || moduleId.trim() === '')) return t('system:menu.rules.propertyRequired');
  return undefined;
}

function addressError(address: string, type: number): string | undefined {
  const text = address.trim();
  if (isDirectory(type)) return undefined;
  if (text === '') return needsAddress(type) ? t('system:menu.rules.addressRequired') : undefined;
  if (/\s/.test(text)) return t('system:menu.rules.addressFormat');
  const external = /^https?:\/\/[^/\s]+/i.test(text);
  if (type === 7 && !external) return t('system:menu.rules.externalUrl');
  if (type !== 7 && (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(text) || text.startsWith('//'))) return t('system:menu.rules.addressFormat');
  return undefined;
}

/** Every rule of the form for a menu type, the type-dependent ones (address, function settings) included. */
export function menuRules(type: number): FormRules<MenuValues> {
  return {
    ...baseRules,
    urlAddress: [(value) => addressError(String(value), type) ?? null],
    propertyJson: [(value) => propertyError(String(value), type) ?? null],
  };
}

/** Every rule of the form; an empty object means valid. */
export function validateMenu(values: MenuValues): FormErrors<MenuValues> {
  return validateForm(values, menuRules(Number(values.type)));
}

/** The body the server takes; fields a type does not use are sent empty. */
export function toMenuFields(values: MenuValues, systemId: string): MenuFields {
  const type = Number(values.type);
  return {
    parentId: values.parentId || MENU_ROOT,
    systemId,
    type,
    fullName: values.fullName.trim(),
    enCode: values.enCode.trim(),
    icon: values.icon.trim(),
    urlAddress: isDirectory(type) ? '' : values.urlAddress.trim(),
    linkTarget: hasLinkTarget(type) ? values.linkTarget : '_self',
    propertyJson: values.propertyJson.trim() === '' ? null : values.propertyJson.trim(),
    sortCode: values.sortCode.trim() === '' ? 0 : Number(values.sortCode),
    enabledMark: values.enabledMark,
    isButtonAuthorize: values.isButtonAuthorize,
    isColumnAuthorize: values.isColumnAuthorize,
    isFormAuthorize: values.isFormAuthorize,
    isDataAuthorize: values.isDataAuthorize,
    description: values.description,
    translations: { zhtw: values.nameZhtw.trim(), en: values.nameEn.trim() },
  };
}
