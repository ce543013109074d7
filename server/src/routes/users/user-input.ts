// The user form of JNPF 3.x (UserCrForm / UserUpForm) and the one set of rules every way in applies:
// create, update and each imported row.
import { EMAIL_PATTERN, hasHiddenCharacters, isAccount, isBlank, MOBILE_PATTERN, NAME_MAX, SORT_MAX, SORT_MIN, textLength } from '@atrium/rules';
import type { Db } from '../../db/connection';
import { badRequest } from '../../plugins/errors';
import { accountTaken, existingIds, type UserRecord } from './repository';

export interface UserForm {
  account?: string;
  realName?: string;
  /** JNPF: the user's organisations joined with commas (also accepted as a list). */
  organizeId?: string | string[] | null;
  /** JNPF: one root-first path of ids per organisation; the last id of each is the organisation. */
  organizeIdTree?: string[][] | null;
  /** Positions joined with commas (or a list). */
  positionId?: string | string[] | null;
  /** Roles joined with commas (or a list). */
  roleId?: string | string[] | null;
  /** The earlier create form's list of roles. */
  roleIds?: string[] | null;
  managerId?: string | null;
  gender?: number | null;
  mobilePhone?: string | null;
  email?: string | null;
  headIcon?: string | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

/** The form fields (enCodes of form rights) a body may carry. */
export const FORM_FIELDS = [
  'account', 'realName', 'organizeId', 'positionId', 'roleId', 'managerId', 'gender', 'mobilePhone', 'email',
  'headIcon', 'sortCode', 'enabledMark', 'description',
] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** Which form field a body key writes: organizeIdTree is the organisation field, roleIds the role field. */
export const FIELD_OF_KEY: Record<keyof UserForm, FormField> = {
  account: 'account', realName: 'realName', organizeId: 'organizeId', organizeIdTree: 'organizeId', positionId: 'positionId',
  roleId: 'roleId', roleIds: 'roleId', managerId: 'managerId', gender: 'gender', mobilePhone: 'mobilePhone', email: 'email',
  headIcon: 'headIcon', sortCode: 'sortCode', enabledMark: 'enabledMark', description: 'description',
};

const ACCOUNT_MAX = 50;
const DESCRIPTION_MAX = 500;
const CONTACT_MAX = 100;

const splitIds = (value: string | string[] | null | undefined): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  const list = Array.isArray(value) ? value : value.split(',');
  return [...new Set(list.map((id) => id.trim()).filter((id) => id !== ''))];
};

/** The organisations a form names: the tree's last ids, else organizeId. */
export function organizeIdsOf(form: UserForm): string[] | undefined {
  if (form.organizeIdTree && form.organizeIdTree.length > 0) {
    return [...new Set(form.organizeIdTree.map((path) => path[path.length - 1] ?? '').filter((id) => id !== ''))];
  }
  return splitIds(form.organizeId);
}

function cleanAccount(raw: string | undefined): string {
  const account = (raw ?? '').trim();
  if (account === '') throw badRequest('accountRequired', { field: 'account' });
  if (textLength(account) > ACCOUNT_MAX) throw badRequest('accountTooLong', { field: 'account', max: ACCOUNT_MAX });
  if (!isAccount(account)) throw badRequest('accountFormat', { field: 'account' });
  return account;
}

function cleanName(raw: string | undefined): string {
  const realName = (raw ?? '').trim();
  if (realName === '' || isBlank(realName)) throw badRequest('realNameRequired', { field: 'realName' });
  if (hasHiddenCharacters(realName)) throw badRequest('fieldHiddenCharacters', { field: 'realName' });
  if (textLength(realName) > NAME_MAX) throw badRequest('realNameTooLong', { field: 'realName', max: NAME_MAX });
  return realName;
}

function cleanText(raw: string | null | undefined, field: string, max: number): string {
  const text = (raw ?? '').trim();
  if (hasHiddenCharacters(text)) throw badRequest('fieldHiddenCharacters', { field });
  if (textLength(text) > max) throw badRequest('fieldTooLong', { field, max });
  return text;
}

function assertAllExist(db: Db, table: 'organizations' | 'positions' | 'roles', ids: readonly string[], key: 'unknownOrganize' | 'unknownPosition' | 'unknownRole', field: string): void {
  const found = existingIds(db, table, ids);
  if (ids.some((id) => !found.has(id))) throw badRequest(key, { field });
}

/**
 * The stored user a form makes, `previous` being the stored one on update (fields the form does
 * not carry keep their value). Throws a 400 ApiError naming the first broken rule.
 */
export function cleanUser(db: Db, form: UserForm, previous: UserRecord | null, id: string): UserRecord {
  const account = form.account !== undefined || !previous ? cleanAccount(form.account) : previous.account;
  if (accountTaken(db, account, previous?.id ?? null)) throw badRequest('accountExists', { field: 'account', account });
  const realName = form.realName !== undefined || !previous ? cleanName(form.realName) : previous.realName;

  const organizeIds = organizeIdsOf(form) ?? previous?.organizeIds ?? [];
  if (organizeIds.length === 0) throw badRequest('organizeRequired', { field: 'organizeId' });
  assertAllExist(db, 'organizations', organizeIds, 'unknownOrganize', 'organizeId');
  // The current organisation stays current while the user still belongs to it.
  const majorOrganizeId = previous && organizeIds.includes(previous.majorOrganizeId) ? previous.majorOrganizeId : organizeIds[0] ?? '';

  const positionIds = splitIds(form.positionId) ?? previous?.positionIds ?? [];
  assertAllExist(db, 'positions', positionIds, 'unknownPosition', 'positionId');
  const majorPositionId = previous?.majorPositionId && positionIds.includes(previous.majorPositionId)
    ? previous.majorPositionId : positionIds[0] ?? null;

  const roleIds = splitIds(form.roleId) ?? splitIds(form.roleIds) ?? previous?.roleIds ?? [];
  assertAllExist(db, 'roles', roleIds, 'unknownRole', 'roleId');

  const managerId = form.managerId !== undefined ? (form.managerId?.trim() || null) : previous?.managerId ?? null;
  if (managerId !== null) {
    if (managerId === id) throw badRequest('managerSelf', { field: 'managerId' });
    if (!existingIds(db, 'users', [managerId]).has(managerId)) throw badRequest('unknownManager', { field: 'managerId' });
  }

  const gender = form.gender ?? previous?.gender ?? 0;
  if (![0, 1, 2].includes(gender)) throw badRequest('genderInvalid', { field: 'gender' });
  const mobilePhone = form.mobilePhone !== undefined ? cleanText(form.mobilePhone, 'mobilePhone', CONTACT_MAX) : previous?.mobilePhone ?? '';
  if (mobilePhone !== '' && !MOBILE_PATTERN.test(mobilePhone)) throw badRequest('mobileFormat', { field: 'mobilePhone' });
  const email = form.email !== undefined ? cleanText(form.email, 'email', CONTACT_MAX) : previous?.email ?? '';
  if (email !== '' && !EMAIL_PATTERN.test(email)) throw badRequest('emailFormat', { field: 'email' });
  const sortCode = form.sortCode ?? previous?.sortCode ?? 0;
  if (!Number.isInteger(sortCode) || sortCode < SORT_MIN || sortCode > SORT_MAX) throw badRequest('sortRange', { min: SORT_MIN, max: SORT_MAX });
  const enabledMark = form.enabledMark ?? previous?.enabledMark ?? 1;
  if (enabledMark !== 0 && enabledMark !== 1) throw badRequest('fieldType', { field: 'enabledMark', type: '0 | 1' });

  return {
    id,
    account,
    realName,
    gender,
    mobilePhone,
    email,
    headIcon: form.headIcon !== undefined ? cleanText(form.headIcon, 'headIcon', 500) : previous?.headIcon ?? '',
    organizeIds,
    majorOrganizeId,
    positionIds,
    majorPositionId,
    roleIds,
    managerId,
    sortCode,
    enabledMark,
    description: form.description !== undefined ? cleanText(form.description, 'description', DESCRIPTION_MAX) : previous?.description ?? '',
  };
}

/** JSON schema of the form's properties (lengths generous: the rules above give the messages). */
export const userFormProperties = {
  account: { type: 'string', maxLength: 200 },
  realName: { type: 'string', maxLength: 200 },
  organizeId: { anyOf: [{ type: 'string', maxLength: 4000 }, { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 64 } }, { type: 'null' }] },
  organizeIdTree: { type: ['array', 'null'], maxItems: 100, items: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 64 } } },
  positionId: { anyOf: [{ type: 'string', maxLength: 4000 }, { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 64 } }, { type: 'null' }] },
  roleId: { anyOf: [{ type: 'string', maxLength: 4000 }, { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 64 } }, { type: 'null' }] },
  roleIds: { type: ['array', 'null'], maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 64 } },
  managerId: { type: ['string', 'null'], maxLength: 64 },
  gender: { type: ['integer', 'null'] },
  mobilePhone: { type: ['string', 'null'], maxLength: 200 },
  email: { type: ['string', 'null'], maxLength: 200 },
  headIcon: { type: ['string', 'null'], maxLength: 1000 },
  sortCode: { type: ['integer', 'null'] },
  enabledMark: { type: ['integer', 'null'] },
  description: { type: ['string', 'null'], maxLength: 2000 },
} as const;
