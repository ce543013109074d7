import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { translate } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { requirePage } from './access';
import {
  accountCodeTaken,
  accountInUse,
  deleteAccount,
  findAccount,
  insertAccount,
  listAccounts,
  setAccountEnabled,
  updateAccount,
  type Account,
} from './account-repository';
import { cleanSettings, visibleSettings } from './account-settings';
import { ACCOUNT_PAGES, SEND_CONFIG_PAGE, isAccountChannel } from './channels';
import { copyCode, copyName } from './copy-code';
import { accountSchemas } from './schemas';
import { cleanCommon, type CommonInput } from './validation';

type AccountBody = CommonInput & { type?: number | null } & Record<string, unknown>;
interface IdParams {
  id: string;
}

/** The account as browsers see it: flat JNPF fields, secrets masked. */
function view(account: Account) {
  const { settings, ...rest } = account;
  return { ...visibleSettings(account.type, settings), ...rest };
}

/** /api/message/AccountConfig: channel accounts (mail, SMS, DingTalk, WeCom, official account, webhook). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const pageOf = (type: number): string => ACCOUNT_PAGES[type] ?? '';

  /** The account, once the caller may use the page of its channel (unknown ids stay 404 for readers). */
  const requireAccount = (request: FastifyRequest, id: string, button?: 'btn_edit' | 'btn_remove' | 'btn_add'): Account => {
    const account = findAccount(app.db, id);
    if (!account) throw notFound('entityMsgAccount');
    requirePage(app.db, request, pageOf(account.type), button);
    return account;
  };

  app.get<{ Querystring: PagingQuery & { type: number } }>('/', { schema: accountSchemas.list }, async (request) => {
    const { type } = request.query;
    if (!isAccountChannel(type)) throw badRequest('msgTypeRequired');
    requirePage(app.db, request, pageOf(type));
    const { currentPage, pageSize } = pageWindow(request.query);
    const { list, total } = listAccounts(app.db, { type, keyword: request.query.keyword?.trim() ?? '', currentPage, pageSize });
    return ok(request, { list: list.map(view), pagination: { currentPage, pageSize, total } });
  });

  // The send-configuration form picks accounts by channel: enabled ones only, names only.
  app.get<{ Querystring: { type?: number } }>('/Selector', { schema: accountSchemas.selector }, async (request) => {
    requirePage(app.db, request, SEND_CONFIG_PAGE);
    const list = app.db.prepare(`SELECT id, full_name AS fullName, en_code AS enCode FROM message_accounts
      WHERE enabled_mark = 1 AND (@type IS NULL OR type = @type) ORDER BY sort_code, full_name`)
      .all({ type: request.query.type ?? null });
    return ok(request, { list });
  });

  app.get<{ Params: IdParams }>('/:id', { schema: accountSchemas.info }, async (request) =>
    ok(request, view(requireAccount(request, request.params.id))));

  app.post<{ Body: AccountBody }>('/', { schema: accountSchemas.create }, async (request) => {
    const { type } = request.body;
    if (!isAccountChannel(type)) throw badRequest('msgTypeRequired');
    requirePage(app.db, request, pageOf(type), 'btn_add');
    const common = cleanCommon(request.body);
    const settings = cleanSettings(type, request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      if (accountCodeTaken(app.db, common.enCode)) throw badRequest('codeExists', { code: common.enCode });
      insertAccount(app.db, { ...common, id, type, settings, creatorTime: now }, sessionOf(request).userId);
    }).immediate();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: AccountBody }>('/:id', { schema: accountSchemas.update }, async (request) => {
    app.db.transaction(() => {
      const current = requireAccount(request, request.params.id, 'btn_edit');
      const common = cleanCommon(request.body);
      const settings = cleanSettings(current.type, request.body, current.settings);
      if (accountCodeTaken(app.db, common.enCode, current.id)) throw badRequest('codeExists', { code: common.enCode });
      updateAccount(app.db, current.id, { ...common, settings }, app.clock());
    }).immediate();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: accountSchemas.remove }, async (request) => {
    app.db.transaction(() => {
      const account = requireAccount(request, request.params.id, 'btn_remove');
      if (accountInUse(app.db, account.id)) throw badRequest('msgAccountInUse');
      deleteAccount(app.db, account.id);
    }).immediate();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: accountSchemas.state }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const account = requireAccount(request, request.params.id, 'btn_edit');
      const next = account.enabledMark === 1 ? 0 : 1;
      setAccountEnabled(app.db, account.id, next, app.clock());
      return next;
    }).immediate();
    return ok(request, { enabledMark }, 'updated');
  });

  // The copy keeps the settings and secrets (staff copy to make a variant) under a new unique code.
  app.post<{ Params: IdParams }>('/:id/Actions/Copy', { schema: accountSchemas.copy }, async (request) => {
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const source = requireAccount(request, request.params.id, 'btn_add');
      insertAccount(app.db, {
        ...source,
        id,
        fullName: copyName(source.fullName, translate(request.lang, 'copyNameSuffix')),
        enCode: copyCode(source.enCode, (code) => accountCodeTaken(app.db, code)),
        creatorTime: now,
      }, sessionOf(request).userId);
    }).immediate();
    return ok(request, { id }, 'copied');
  });
}
