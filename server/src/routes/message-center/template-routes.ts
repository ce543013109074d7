import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { translate } from '../../i18n/messages';
import { templateParams } from '@atrium/rules';
import { renderTemplate } from '../../mail/render';
import { mailFailureError } from '../../mail/failure';
import { MailSendError, sendMail } from '../../mail/send-mail';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { requirePage, templateAccess } from './access';
import { findAccount } from './account-repository';
import { isEmailAddress } from './account-settings';
import { ACCOUNT_PAGES, Channel, SEND_CONFIG_PAGE } from './channels';
import { copyCode, copyName } from './copy-code';
import { recordSend } from './monitor-log';
import { templateSchemas } from './schemas';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  setTemplateEnabled,
  templateCodeTaken,
  templateInUse,
  updateTemplate,
  type Template,
} from './template-repository';
import { cleanTemplateInput, type TemplateInput } from './template-validation';

interface IdParams {
  id: string;
}

interface ListQuery extends PagingQuery {
  messageType?: number;
  messageSource?: number;
  enabledOnly?: number;
}

interface TestSendBody {
  id: string;
  accountId: string;
  toUser: string;
  paramsValue?: Record<string, string>;
}

const view = (template: Template) => ({ ...template, paramList: templateParams(template.title, template.content).map((field) => ({ field })) });

/** /api/message/MessageTemplateConfig: message templates with `{name}` parameters, and the test send of mail templates. */
export async function templateRoutes(app: FastifyInstance): Promise<void> {
  const requireTemplate = (id: string): Template => {
    const template = findTemplate(app.db, id);
    if (!template) throw notFound('entityMsgTemplate');
    return template;
  };

  const page = (query: ListQuery, enabledOnly: boolean) => {
    const { currentPage, pageSize } = pageWindow(query);
    const { list, total } = listTemplates(app.db, {
      keyword: query.keyword?.trim() ?? '',
      messageType: query.messageType ?? 0,
      messageSource: query.messageSource ?? 0,
      enabledOnly,
      currentPage,
      pageSize,
    });
    return { list: list.map(view), pagination: { currentPage, pageSize, total } };
  };

  app.get<{ Querystring: ListQuery }>('/', { schema: templateSchemas.list, config: { access: templateAccess.read } }, async (request) =>
    ok(request, page(request.query, request.query.enabledOnly === 1)));

  // The send-configuration form picks enabled templates of one channel.
  app.get<{ Querystring: ListQuery }>('/Selector', { schema: templateSchemas.list }, async (request) => {
    requirePage(app.db, request, SEND_CONFIG_PAGE);
    return ok(request, page(request.query, true));
  });

  app.get<{ Params: IdParams }>('/:id', { schema: templateSchemas.info, config: { access: templateAccess.read } }, async (request) =>
    ok(request, view(requireTemplate(request.params.id))));

  app.post<{ Body: TemplateInput }>('/', { schema: templateSchemas.create, config: { access: templateAccess.add } }, async (request) => {
    const input = cleanTemplateInput(request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      if (templateCodeTaken(app.db, input.enCode)) throw badRequest('codeExists', { code: input.enCode });
      insertTemplate(app.db, { ...input, id, creatorTime: now }, sessionOf(request).userId);
    }).immediate();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: TemplateInput }>('/:id', { schema: templateSchemas.update, config: { access: templateAccess.edit } }, async (request) => {
    const input = cleanTemplateInput(request.body);
    app.db.transaction(() => {
      const current = requireTemplate(request.params.id);
      if (templateCodeTaken(app.db, input.enCode, current.id)) throw badRequest('codeExists', { code: input.enCode });
      // A template bound to a channel by a send configuration must stay on that channel.
      if (input.messageType !== current.messageType && templateInUse(app.db, current.id)) throw badRequest('msgTemplateMismatch');
      updateTemplate(app.db, current.id, input, app.clock());
    }).immediate();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: templateSchemas.remove, config: { access: templateAccess.remove } }, async (request) => {
    app.db.transaction(() => {
      const template = requireTemplate(request.params.id);
      if (templateInUse(app.db, template.id)) throw badRequest('msgTemplateInUse');
      deleteTemplate(app.db, template.id);
    }).immediate();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: templateSchemas.state, config: { access: templateAccess.edit } }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const template = requireTemplate(request.params.id);
      const next = template.enabledMark === 1 ? 0 : 1;
      setTemplateEnabled(app.db, template.id, next, app.clock());
      return next;
    }).immediate();
    return ok(request, { enabledMark }, 'updated');
  });

  app.post<{ Params: IdParams }>('/copy/:id', { schema: templateSchemas.copy, config: { access: templateAccess.add } }, async (request) => {
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const source = requireTemplate(request.params.id);
      insertTemplate(app.db, {
        ...source,
        id,
        fullName: copyName(source.fullName, translate(request.lang, 'copyNameSuffix')),
        enCode: copyCode(source.enCode, (code) => templateCodeTaken(app.db, code)),
        creatorTime: now,
      }, sessionOf(request).userId);
    }).immediate();
    return ok(request, { id }, 'copied');
  });

  /**
   * Renders a mail template with the given parameters and sends it through a mail account. The
   * outcome, success or the SMTP server's error, is written to the monitor either way.
   */
  app.post<{ Body: TestSendBody }>('/testSendMail', { schema: templateSchemas.testSendMail, config: { access: templateAccess.edit } }, async (request) => {
    const body = request.body;
    const template = requireTemplate(body.id);
    if (template.messageType !== Channel.mail) throw badRequest('mailTemplateOnly');
    const account = findAccount(app.db, body.accountId);
    if (!account) throw notFound('entityMsgAccount');
    requirePage(app.db, request, ACCOUNT_PAGES[Channel.mail] ?? '');
    if (account.type !== Channel.mail) throw badRequest('msgAccountMismatch');
    if (account.enabledMark !== 1) throw badRequest('mailAccountDisabled');
    const toUser = body.toUser.trim();
    if (!isEmailAddress(toUser)) throw badRequest('mailReceiverInvalid');

    const values = body.paramsValue ?? {};
    const title = renderTemplate(template.title, values);
    const content = renderTemplate(template.content, values, { html: true });
    const settings = account.settings;
    let failure: MailSendError | null = null;
    const server = { host: String(settings.smtpServer ?? ''), port: Number(settings.smtpPort ?? 25) };
    try {
      await sendMail({
        ...server,
        ssl: settings.sslLink === 1,
        user: String(settings.smtpUser ?? ''),
        password: String(settings.smtpPassword ?? ''),
        senderName: String(settings.addressorName ?? ''),
        senderAddress: String(settings.senderAddress ?? ''),
      }, { to: toUser, subject: title, html: content });
    } catch (error) {
      if (!(error instanceof MailSendError)) throw error;
      failure = error;
    }
    recordSend(app.db, {
      messageType: Channel.mail,
      messageSource: template.messageSource,
      isTest: true,
      accountName: account.fullName,
      templateName: template.fullName,
      receiveUser: toUser,
      title,
      content,
      ok: failure === null,
      // The monitor shows the sentence the sender saw; the library's own text goes to the server log.
      errorMsg: failure ? mailFailureError(failure.failure, server).localise(request.lang) : '',
      sendUserId: sessionOf(request).userId,
      sendTime: app.clock(),
    });
    if (failure) {
      request.log.warn({ host: server.host, port: server.port, detail: failure.detail }, 'test mail not sent');
      throw mailFailureError(failure.failure, server);
    }
    return ok(request, { title, content, toUser }, 'mailSent');
  });
}
