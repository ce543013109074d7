// The task form's rules, with the server's own words (server/src/schedule/messages.ts), so a person
// sees the same message whichever side refuses first. Whether a cron expression runs at all is the
// server's to say (Actions/NextRuns, asked while typing).
import { isCode, maxLengthRule, nameRule, patternRule, requiredRule, t } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';

const message = (key: string, options?: Record<string, unknown>) => () => t(`system:task.rules.${key}`, options);

/** Form values as the inputs hold them (the timeout is text until saved). */
export interface TaskValues {
  fullName: string;
  enCode: string;
  cron: string;
  actionId: string;
  params: string;
  timeout: string;
  description: string;
  enabledMark: number;
}

export const NAME_MAX = 50;
export const CRON_MAX = 120;
export const TIMEOUT_MIN = 1;
export const TIMEOUT_MAX = 86_400;

/** Empty, or the text of a JSON object. */
export function isParamsObject(text: string): boolean {
  if (text.trim() === '') return true;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const isTimeout = (text: string): boolean => /^\d+$/.test(text.trim()) && Number(text) >= TIMEOUT_MIN && Number(text) <= TIMEOUT_MAX;

export const taskRules: FormRules<TaskValues> = {
  fullName: [requiredRule(message('nameRequired')), nameRule(), maxLengthRule(NAME_MAX, message('nameMax', { max: NAME_MAX }))],
  enCode: [requiredRule(message('codeRequired')), maxLengthRule(NAME_MAX, message('codeMax', { max: NAME_MAX })), patternRule(isCode, message('codeFormat'))],
  cron: [requiredRule(message('cronRequired')), maxLengthRule(CRON_MAX, message('cronMax', { max: CRON_MAX }))],
  actionId: [requiredRule(message('actionRequired'))],
  params: [patternRule(isParamsObject, message('paramsJson'))],
  timeout: [patternRule(isTimeout, message('timeoutRange', { min: TIMEOUT_MIN, max: TIMEOUT_MAX }))],
};

export const validateTask = (values: TaskValues): FormErrors<TaskValues> => validateForm(values, taskRules);
