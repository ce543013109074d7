import {
  SORT_MAX,
  SORT_MIN,
  hasHiddenCharacters,
  isBlank,
  textLength,
} from '@atrium/rules';
import type { MessageKey } from '../i18n/messages';
import { badRequest } from '../plugins/errors';

/**
 * Field checks shared by the bill-rule, area and system-config routes. The schema
 * has checked types only; every rule with a spec message lives here so that the
 * client sees the spec's own words.
 */
export const DESCRIPTION_MAX = 500;

// Leading and trailing blanks (ideographic space included) are never meaningful in names and codes.
export const trimText = (s: string): string => s.replace(/^[\s\u3000]+|[\s\u3000]+$/gu, '');

export interface TextRule {
  field: string;
  required: MessageKey;
  tooLong: MessageKey;
  max: number;
}

/** A required one-line text: present, not blank, no invisible characters, at most max code points once trimmed. */
export function requiredText(value: string | null | undefined, rule: TextRule): string {
  if (value === undefined || value === null || value === '') throw badRequest(rule.required, { field: rule.field, max: rule.max });
  if (isBlank(value)) throw badRequest('fieldBlank', { field: rule.field });
  if (hasHiddenCharacters(value)) throw badRequest('fieldHiddenCharacters', { field: rule.field });
  const trimmed = trimText(value);
  if (textLength(trimmed) > rule.max) throw badRequest(rule.tooLong, { field: rule.field, max: rule.max });
  return trimmed;
}

export function sortCode(value: number | null | undefined): number {
  const sort = value ?? 0;
  if (!Number.isInteger(sort) || sort < SORT_MIN || sort > SORT_MAX) throw badRequest('sortRange', { min: SORT_MIN, max: SORT_MAX });
  return sort;
}

export function descriptionText(value: string | null | undefined): string {
  const result = value ?? '';
  if (textLength(result) > DESCRIPTION_MAX) throw badRequest('descriptionTooLong', { max: DESCRIPTION_MAX });
  return result;
}

/** enabledMark defaults to 1 (spec section 3); the schema already limits it to 0, 1 or null. */
export const enabledMark = (value: number | null | undefined): number => (value === 0 ? 0 : 1);
