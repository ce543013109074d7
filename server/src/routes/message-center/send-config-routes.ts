import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { translate } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { sendConfigAccess } from './access';
import { copyCode, copyName } from './copy-code';
import { sendConfigSchemas } from './schemas';
import {
  deleteSendConfig,
  findSendConfig,
  insertSendConfig,
  itemsOf,
  listSendConfigs,
  sendConfigCodeTaken,
  setSendConfigEnabled,
  updateSendConfig,
} from './send-config-repository';
import { cleanSendConfigInput, type SendConfigInput } from './send-config-validation';

interface IdParams {
  id: string;
}

/** /api/message/SendMessageConfig: which template goes out through which account, per channel. */
export async function sendConfigRoutes(app: FastifyInstance): Promise<void> {
  const requireConfig = (id: string) => {
    const config = findSendConfig(app.db, id);
    if (!config) throw notFound('entityMsgSendConfig');
    return config;
  };

  app.get<{ Querystring: PagingQuery }>('/', { schema: sendConfigSchemas.list, config: { access: sendConfigAccess.read } }, async (request) => {
    const { currentPage, pageSize } = pageWindow(request.query);
    const { list, total } = listSendConfigs(app.db, { keyword: request.query.keyword?.trim() ?? '', currentPage, pageSize });
    return ok(request, { list: list.map((row) => ({ ...row, items: itemsOf(app.db, row.id) })), pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: IdParams }>('/:id', { schema: sendConfigSchemas.info, config: { access: sendConfigAccess.read } }, async (request) =>
    ok(request, requireConfig(request.params.id)));

  app.post<{ Body: SendConfigInput }>('/', { schema: sendConfigSchemas.create, config: { access: sendConfigAccess.add } }, async (request) => {
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const input = cleanSendConfigInput(app.db, request.body);
      if (sendConfigCodeTaken(app.db, input.enCode)) throw badRequest('codeExists', { code: input.enCode });
      insertSendConfig(app.db, { ...input, id, creatorTime: now }, sessionOf(request).userId);
    }).immediate();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: SendConfigInput }>('/:id', { schema: sendConfigSchemas.update, config: { access: sendConfigAccess.edit } }, async (request) => {
    app.db.transaction(() => {
      const current = requireConfig(request.params.id);
      const input = cleanSendConfigInput(app.db, request.body);
      if (sendConfigCodeTaken(app.db, input.enCode, current.id)) throw badRequest('codeExists', { code: input.enCode });
      updateSendConfig(app.db, current.id, input, app.clock());
    }).immediate();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: sendConfigSchemas.remove, config: { access: sendConfigAccess.remove } }, async (request) => {
    app.db.transaction(() => {
      deleteSendConfig(app.db, requireConfig(request.params.id).id);
    }).immediate();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: sendConfigSchemas.state, config: { access: sendConfigAccess.edit } }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const config = requireConfig(request.params.id);
      const next = config.enabledMark === 1 ? 0 : 1;
      setSendConfigEnabled(app.db, config.id, next, app.clock());
      return next;
    }).immediate();
    return ok(request, { enabledMark }, 'updated');
  });

  app.post<{ Params: IdParams }>('/:id/Actions/Copy', { schema: sendConfigSchemas.copy, config: { access: sendConfigAccess.add } }, async (request) => {
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const source = requireConfig(request.params.id);
      insertSendConfig(app.db, {
        ...source,
        id,
        fullName: copyName(source.fullName, translate(request.lang, 'copyNameSuffix')),
        enCode: copyCode(source.enCode, (code) => sendConfigCodeTaken(app.db, code)),
        creatorTime: now,
      }, sessionOf(request).userId);
    }).immediate();
    return ok(request, { id }, 'copied');
  });
}
