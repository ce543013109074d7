import { hasHiddenCharacters, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { Channel, SOURCES, isChannel } from './channels';
import type { TemplateFields } from './template-repository';
import { cleanCommon, missing, type CommonInput } from './validation';

export const TITLE_MAX = 100;
export const CONTENT_MAX = 20000;
export const TEMPLATE_CODE_MAX = 50;

export interface TemplateInput extends CommonInput {
  messageType?: number | null;
  messageSource?: number | null;
  title?: string | null;
  content?: string | null;
  templateCode?: string | null;
}

/**
 * SMS vendors keep the text themselves and are addressed by their template code; every other
 * channel sends our title and content.
 */
export function cleanTemplateInput(input: TemplateInput): TemplateFields {
  const common = cleanCommon(input);
  if (!isChannel(input.messageType)) throw badRequest('msgTypeRequired');
  const messageType = input.messageType;
  if (!SOURCES.includes(input.messageSource as (typeof SOURCES)[number])) throw badRequest('msgSourceRequired');
  const messageSource = input.messageSource as number;
  const sms = messageType === Channel.sms;
  const title = (input.title ?? '').trim();
  const content = input.content ?? '';
  const templateCode = (input.templateCode ?? '').trim();
  if (!sms && title === '') throw badRequest('msgTitleRequired');
  if (textLength(title) > TITLE_MAX) throw badRequest('msgTitleTooLong', { max: TITLE_MAX });
  if (hasHiddenCharacters(title)) throw badRequest('fieldHiddenCharacters', { field: 'title' });
  if (!sms && content.trim() === '') throw badRequest('msgContentRequired');
  if (textLength(content) > CONTENT_MAX) throw badRequest('msgContentTooLong', { max: CONTENT_MAX });
  if (sms && missing(templateCode)) throw badRequest('msgTemplateCodeRequired');
  if (textLength(templateCode) > TEMPLATE_CODE_MAX) throw badRequest('fieldTooLong', { field: 'templateCode', max: TEMPLATE_CODE_MAX });
  return { ...common, messageType, messageSource, title, content, templateCode };
}
