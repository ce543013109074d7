import { CODE_MAX, NAME_MAX, isEnCode } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { checkParams, type ScheduleAction, type TaskParams } from '../../schedule/actions';
import { checkCron } from '../../schedule/cron';
import type { ActionType, TaskFields } from '../../schedule/repository';
import { descriptionText, enabledMark, requiredText } from '../field-rules';

/** The form as it arrives. */
export interface TaskInput {
  fullName?: string | null;
  enCode?: string | null;
  cron?: string | null;
  actionType?: string | null;
  actionId?: string | null;
  /** JSON text of an object ('' for none), or the object itself. */
  params?: unknown;
  timeout?: number | null;
  description?: string | null;
  enabledMark?: number | null;
}

export const TIMEOUT_MIN = 1;
export const TIMEOUT_MAX = 24 * 60 * 60;
export const TIMEOUT_DEFAULT = 60;
export const PARAMS_MAX = 2000;
export const ACTION_TYPES: readonly ActionType[] = ['builtin', 'dataInterface'];

function paramsOf(value: unknown): TaskParams {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    if (value.length > PARAMS_MAX) throw badRequest('taskParamsTooLong', { max: PARAMS_MAX });
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest('taskParamsJson');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badRequest('taskParamsJson');
  return parsed as TaskParams;
}

/**
 * Every field with the form's rules; `resolve` finds the named action (a 400 when there is none),
 * `now` is when the cron must still have a future run.
 */
export function cleanTaskInput(input: TaskInput, resolve: (type: ActionType, id: string) => ScheduleAction | undefined, now: number): TaskFields {
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'taskNameRequired', tooLong: 'taskNameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'taskCodeRequired', tooLong: 'taskCodeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  const cron = checkCron(input.cron, now);
  const actionType = (input.actionType ?? 'builtin') as ActionType;
  if (!ACTION_TYPES.includes(actionType)) throw badRequest('taskActionUnknown', { action: String(input.actionType).slice(0, 64) });
  if (!input.actionId) throw badRequest('taskActionRequired');
  const action = resolve(actionType, input.actionId);
  if (!action) throw badRequest('taskActionUnknown', { action: input.actionId.slice(0, 64) });
  const params = checkParams(action, paramsOf(input.params));
  const timeout = input.timeout ?? TIMEOUT_DEFAULT;
  if (!Number.isInteger(timeout) || timeout < TIMEOUT_MIN || timeout > TIMEOUT_MAX) throw badRequest('taskTimeoutRange', { min: TIMEOUT_MIN, max: TIMEOUT_MAX });
  return {
    fullName,
    enCode,
    cron,
    actionType,
    actionId: input.actionId,
    params: JSON.stringify(params),
    timeout,
    description: descriptionText(input.description),
    enabledMark: enabledMark(input.enabledMark),
  };
}
