// The template form's checks, with the server's messages: SMS templates are addressed by the
// vendor's template code; every other channel needs a title and content.
import { maxLengthRule, requiredRule, t } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { enCodeRules, fullNameRules, sortRules } from '../center/commonRules';
import { MESSAGE_NS } from '../i18n';

export const SMS = 3;
/** Channels whose content is HTML (站内信 and 邮件): written in the rich-text editor. */
export const HTML_CHANNELS: readonly number[] = [1, 2];
export const isHtmlChannel = (messageType: string): boolean => HTML_CHANNELS.includes(Number(messageType));
export const TITLE_MAX = 100;
export const CONTENT_MAX = 20000;

export interface TemplateValues {
  fullName: string;
  enCode: string;
  messageType: string;
  messageSource: string;
  title: string;
  content: string;
  templateCode: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

const message = (key: string, options?: Record<string, unknown>) => () => t(`center.rules.${key}`, { ns: MESSAGE_NS, ...options });

export function validateTemplate(values: TemplateValues): FormErrors<TemplateValues> {
  const sms = Number(values.messageType) === SMS;
  const rules: FormRules<TemplateValues> = {
    fullName: fullNameRules,
    enCode: enCodeRules,
    messageType: [requiredRule(message('typeRequired'))],
    messageSource: [requiredRule(message('sourceRequired'))],
    title: sms ? [maxLengthRule(TITLE_MAX, message('titleMax', { max: TITLE_MAX }))] : [requiredRule(message('titleRequired')), maxLengthRule(TITLE_MAX, message('titleMax', { max: TITLE_MAX }))],
    content: sms ? [maxLengthRule(CONTENT_MAX, message('contentMax', { max: CONTENT_MAX }))] : [requiredRule(message('contentRequired')), maxLengthRule(CONTENT_MAX, message('contentMax', { max: CONTENT_MAX }))],
    templateCode: sms ? [requiredRule(message('templateCodeRequired'))] : [],
    sortCode: sortRules,
  };
  return validateForm(values, rules);
}
