import { maxLengthRule, requiredRule, t } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';

export const NOTICE_TITLE_MAX = 100;

/** The fixed notice categories, as the server knows them (validation.ts): 通知, 公告, 新闻, 其他. */
export const NOTICE_CATEGORIES = ['1', '2', '3', '4'] as const;
export const DEFAULT_CATEGORY = '1';

export type RecipientMode = 'all' | 'chosen';

export interface NoticeValues {
  title: string;
  bodyText: string;
  category: string;
  recipientMode: RecipientMode;
  /** User ids and `id--type` items of the user picker (organisations stand for their users). */
  toUserIds: string[];
  /** datetime-local text in the browser's time zone; '' never expires. */
  expiration: string;
}

const message = (key: string) => () => t(`notice.${key}`, { ns: MESSAGE_NS });

/** datetime-local text → epoch ms (null for '' or an unreadable text). */
export function expirationTimeOf(text: string): number | null {
  if (text === '') return null;
  const time = new Date(text).getTime();
  return Number.isNaN(time) ? null : time;
}

/** epoch ms → datetime-local text in the browser's time zone, to the minute. */
export function expirationText(time: number | null | undefined): string {
  if (time === null || time === undefined) return '';
  const date = new Date(time);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

// The same limits and messages as the server (请输入公告标题, 100 characters, a future expiry).
export function validateNotice(values: NoticeValues, now: number = Date.now()): FormErrors<NoticeValues> {
  const rules: FormRules<NoticeValues> = {
    title: [requiredRule(message('titleRequired')), maxLengthRule(NOTICE_TITLE_MAX, message('titleMax'))],
    category: [requiredRule(message('categoryRequired'))],
    toUserIds: values.recipientMode === 'chosen' ? [requiredRule(message('recipientsRequired'))] : [],
    expiration: [
      (value) => {
        const time = expirationTimeOf(String(value ?? ''));
        return time !== null && time <= now ? message('expiryPast')() : null;
      },
    ],
  };
  return validateForm(values, rules);
}
