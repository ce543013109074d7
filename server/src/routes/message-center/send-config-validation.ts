import type { Db } from '../../db/connection';
import { badRequest } from '../../plugins/errors';
import { findAccount } from './account-repository';
import { Channel, SOURCES, isChannel } from './channels';
import type { SendConfigFields, SendItem } from './send-config-repository';
import { findTemplate } from './template-repository';
import { cleanCommon, missing, type CommonInput } from './validation';

export interface SendConfigInput extends CommonInput {
  messageSource?: number | null;
  items?: { messageType?: number | null; templateId?: string | null; accountId?: string | null }[] | null;
}

/**
 * One line per channel: a template of that channel and, except for site messages, an account of
 * that channel. Reads the templates and accounts, so it runs inside the write transaction.
 */
export function cleanSendConfigInput(db: Db, input: SendConfigInput): SendConfigFields {
  const common = cleanCommon(input);
  if (!SOURCES.includes(input.messageSource as (typeof SOURCES)[number])) throw badRequest('msgSourceRequired');
  const lines = input.items ?? [];
  if (lines.length === 0) throw badRequest('sendConfigItemsRequired');
  const items: SendItem[] = [];
  for (const line of lines) {
    if (!isChannel(line.messageType)) throw badRequest('msgTypeRequired');
    const messageType = line.messageType;
    if (items.some((item) => item.messageType === messageType)) throw badRequest('sendConfigItemDuplicate');
    if (missing(line.templateId)) throw badRequest('msgTemplateRequired');
    const template = findTemplate(db, String(line.templateId));
    if (!template) throw badRequest('msgTemplateRequired');
    if (template.messageType !== messageType) throw badRequest('msgTemplateMismatch');
    let accountId: string | null = null;
    if (messageType !== Channel.site) {
      if (missing(line.accountId)) throw badRequest('msgAccountRequired');
      const account = findAccount(db, String(line.accountId));
      if (!account) throw badRequest('msgAccountRequired');
      if (account.type !== messageType) throw badRequest('msgAccountMismatch');
      accountId = account.id;
    }
    items.push({ messageType, templateId: template.id, accountId });
  }
  return { ...common, messageSource: input.messageSource as number, items };
}
