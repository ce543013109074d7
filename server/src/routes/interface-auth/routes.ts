import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { createDataInterfaceService, type DataInterfaceService } from '../../data-interface/service';
import type { ParamInput } from '../../data-interface/model';
import { settingsFromEnv, type DataInterfaceSettings } from '../../data-interface/settings';
import { APP_ID_HEADER, APP_SECRET_HEADER, checkInterfaceCall, cleanWhitelist, hashSecret, newAppId, newAppSecret } from '../../interface-auth/check';
import {
  deleteApp, findApp, insertApp, interfaceExists, listApps, setSecretHash, updateApp, type InterfaceApp, type InterfaceAppFields,
} from '../../interface-auth/repository';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { createSchema, deleteSchema, infoSchema, listSchema, resetSecretSchema, responseSchema, updateSchema } from './schemas';

interface IdParams {
  id: string;
}

export interface AppInput {
  appName?: string | null;
  whitelistIp?: string | null;
  usefulLife?: number | null;
  enabledMark?: 0 | 1 | null;
  description?: string | null;
  dataInterfaceIds?: string[] | null;
}

const ADMIN = { access: 'administrator' as const };
export const APP_NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;
export const GRANTS_MAX = 200;

/** The form's fields, checked (code 400 with the reason); the expiry must be ahead when it changes. */
function cleanInput(body: AppInput, now: number, storedExpiry: number | null | undefined): InterfaceAppFields {
  const appName = (body.appName ?? '').trim();
  if (!appName) throw badRequest('ioAppNameRequired');
  if (appName.length > APP_NAME_MAX) throw badRequest('ioAppNameTooLong', { max: APP_NAME_MAX });
  const description = (body.description ?? '').trim();
  if (description.length > DESCRIPTION_MAX) throw badRequest('ioDescriptionTooLong', { max: DESCRIPTION_MAX });
  const expiresAt = body.usefulLife ?? null;
  if (expiresAt !== null && expiresAt !== storedExpiry && expiresAt <= now) throw badRequest('ioExpiryPast');
  const dataInterfaceIds = [...new Set(body.dataInterfaceIds ?? [])];
  if (dataInterfaceIds.length > GRANTS_MAX) throw badRequest('ioTooManyInterfaces', { max: GRANTS_MAX });
  return { appName, description, expiresAt, whitelistIp: cleanWhitelist(body.whitelistIp ?? ''), enabledMark: body.enabledMark ?? 1, dataInterfaceIds };
}

/**
 * /api/system/InterfaceOauth: 接口认证 (issue 16 item 12), app id / secret pairs for external
 * systems, each with the data interfaces it may call, an IP allow-list, an expiry and a usage count.
 * The secret is shown once (on creation or reset) and stored hashed. Administrators only.
 */
export async function interfaceAuthRoutes(app: FastifyInstance): Promise<void> {
  const names = (ids: readonly string[]): string[] =>
    ids.map((id) => (app.db.prepare('SELECT full_name AS name FROM data_interfaces WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? id);
  const userName = (id: string | null): string =>
    id ? ((app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '') : '';
  const view = (item: InterfaceApp) => ({
    id: item.id,
    appId: item.appId,
    appName: item.appName,
    whitelistIp: item.whitelistIp,
    usefulLife: item.expiresAt,
    enabledMark: item.enabledMark,
    usageCount: item.usageCount,
    lastUsedTime: item.lastUsedTime,
    description: item.description,
    dataInterfaceIds: item.dataInterfaceIds,
    dataInterfaceNames: names(item.dataInterfaceIds),
    creatorUser: userName(item.creatorUserId),
    creatorTime: item.creatorTime,
    lastModifyTime: item.lastModifyTime,
  });
  const requireApp = (id: string): InterfaceApp => {
    const item = findApp(app.db, id);
    if (!item) throw notFound('entityInterfaceOauth');
    return item;
  };
  const checkGrants = (fields: InterfaceAppFields): void => {
    for (const id of fields.dataInterfaceIds) if (!interfaceExists(app.db, id)) throw badRequest('ioInterfaceNotFound', { id: id.slice(0, 64) });
  };

  app.get<{ Querystring: PagingQuery }>('/', { schema: listSchema, config: ADMIN }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listApps(app.db, { keyword: request.query.keyword?.trim() ?? '', offset, limit });
    return ok(request, { list: list.map(view), pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema, config: ADMIN }, async (request) => ok(request, view(requireApp(request.params.id))));

  app.post<{ Body: AppInput }>('/', { schema: createSchema, config: ADMIN }, async (request) => {
    const now = app.clock();
    const fields = cleanInput(request.body, now, undefined);
    const id = newId(now);
    const appId = newAppId();
    const appSecret = newAppSecret();
    app.db.transaction(() => {
      checkGrants(fields);
      insertApp(app.db, { id, appId, secretHash: hashSecret(appSecret), userId: sessionOf(request).userId, now }, fields);
    })();
    return ok(request, { id, appId, appSecret }, 'created');
  });

  app.put<{ Params: IdParams; Body: AppInput }>('/:id', { schema: updateSchema, config: ADMIN }, async (request) => {
    const now = app.clock();
    const stored = requireApp(request.params.id);
    const fields = cleanInput(request.body, now, stored.expiresAt);
    app.db.transaction(() => {
      requireApp(request.params.id);
      checkGrants(fields);
      updateApp(app.db, request.params.id, fields, sessionOf(request).userId, now);
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: ADMIN }, async (request) => {
    requireApp(request.params.id);
    deleteApp(app.db, request.params.id);
    return ok(request, null, 'deleted');
  });

  app.post<{ Params: IdParams }>('/:id/Actions/ResetSecret', { schema: resetSecretSchema, config: ADMIN }, async (request) => {
    const item = requireApp(request.params.id);
    const appSecret = newAppSecret();
    setSecretHash(app.db, item.id, hashSecret(appSecret), sessionOf(request).userId, app.clock());
    return ok(request, { id: item.id, appId: item.appId, appSecret }, 'ioSecretReset');
  });
}

export interface InterfaceCallRoutesOptions {
  settings?: DataInterfaceSettings;
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

/**
 * POST /api/system/DataInterface/{id}/Actions/Response: a data interface called by an external
 * system with `X-App-Id` and `X-App-Secret` (接口认证). No session: the app's credentials, its
 * allow-list, expiry and grants decide (interface-auth/check.ts); the call is logged in the
 * interface's call log as action `interfaceOauth`, and counted on the app.
 */
export async function interfaceCallRoutes(app: FastifyInstance, options: InterfaceCallRoutesOptions): Promise<void> {
  let service: DataInterfaceService | null = null;
  const dataInterfaces = (): DataInterfaceService => {
    service ??= createDataInterfaceService({ db: app.db, dbFile: app.config.dbFile, settings: options.settings ?? settingsFromEnv(), clock: app.clock });
    return service;
  };
  app.addHook('onClose', async () => service?.close());

  app.post<{ Params: IdParams; Body: { paramList?: ParamInput[] | null } | null }>(
    '/:id/Actions/Response',
    { schema: responseSchema, config: { auth: 'public' } },
    async (request) => {
      checkInterfaceCall(app.db, {
        appId: header(request, APP_ID_HEADER),
        secret: header(request, APP_SECRET_HEADER),
        ip: request.ip,
        interfaceId: request.params.id,
        now: app.clock(),
      });
      const { rows } = await dataInterfaces().callEnabled(request.params.id, request.body?.paramList, { userId: null, ip: request.ip }, 'interfaceOauth');
      return ok(request, { list: rows, total: rows.length });
    },
  );
}
