// The send-configuration form's checks, with the server's messages: at least one channel, each
// channel once, a template on every line and an account on every line but site messages.
import { t, validateValue } from '@atrium/shared';
import { enCodeRules, fullNameRules, sortRules } from '../center/commonRules';
import { MESSAGE_NS } from '../i18n';

export const SITE_MESSAGE = 1;

export interface ItemValues {
  messageType: string;
  templateId: string;
  accountId: string;
}

export interface SendConfigValues {
  fullName: string;
  enCode: string;
  messageSource: string;
  sortCode: string;
  enabledMark: number;
  description: string;
  items: ItemValues[];
}

/** Field errors, plus `items.<n>` for a line and `items` for the list as a whole. */
export type SendConfigErrors = Record<string, string>;

const message = (key: string) => t(`center.rules.${key}`, { ns: MESSAGE_NS });

export function validateSendConfig(values: SendConfigValues): SendConfigErrors {
  const errors: SendConfigErrors = {};
  const fullName = validateValue(values.fullName, fullNameRules);
  const enCode = validateValue(values.enCode, enCodeRules);
  const sortCode = validateValue(values.sortCode, sortRules);
  if (fullName) errors.fullName = fullName;
  if (enCode) errors.enCode = enCode;
  if (sortCode) errors.sortCode = sortCode;
  if (!values.messageSource) errors.messageSource = message('sourceRequired');
  if (values.items.length === 0) errors.items = message('itemsRequired');
  const seen = new Set<string>();
  values.items.forEach((item, index) => {
    const key = `items.${index}`;
    if (!item.messageType) errors[key] = message('typeRequired');
    else if (seen.has(item.messageType)) errors[key] = message('itemDuplicate');
    else if (!item.templateId) errors[key] = message('templateRequired');
    else if (Number(item.messageType) !== SITE_MESSAGE && !item.accountId) errors[key] = message('accountRequired');
    seen.add(item.messageType);
  });
  return errors;
}
