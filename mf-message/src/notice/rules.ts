import { maxLengthRule, requiredRule, t } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';

export const NOTICE_TITLE_MAX = 100;

export interface NoticeValues {
  title: string;
  bodyText: string;
}

// The same limits and messages as the server (请输入公告标题, 100 characters).
export const noticeRules: FormRules<NoticeValues> = {
  title: [
    requiredRule(() => t('notice.titleRequired', { ns: MESSAGE_NS })),
    maxLengthRule(NOTICE_TITLE_MAX, () => t('notice.titleMax', { ns: MESSAGE_NS })),
  ],
};
