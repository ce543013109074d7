import type { FastifyInstance } from 'fastify';
import { readConfigValue } from '../../domain/sys-config';
import type { MessageKey, MessageParams } from '../../i18n/messages';
import { ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { sessionOf } from '../../plugins/auth';
import { TestThirdDirectory } from '../../test-providers/third-party';
import { ThirdPartyError, type ThirdCredentials, type ThirdDirectory, type ThirdFailure, type ThirdType } from '../../third-party/directory';
import { DEFAULT_THIRD_API_BASES, HttpThirdDirectory } from '../../third-party/http-directory';
import { isSyncRunning, runSync, syncTotals, type SyncDataType } from '../../third-party/sync';
import { emptyEnvelope, envelope, int, listOf, nullableInt, objectOf } from '../common-schemas';
import { TEXT_LIMITS } from './schemas';

const FAILURE_MESSAGES: Readonly<Record<ThirdFailure, MessageKey>> = {
  credentials: 'thirdCredentialsWrong',
  agent: 'thirdAgentWrong',
  unavailable: 'thirdUnavailable',
  mobileRequired: 'thirdMobileRequired',
  departmentMissing: 'thirdDepartmentMissing',
  refused: 'thirdRefused',
};
const PROVIDER_NAMES: Readonly<Record<ThirdType, MessageKey>> = { 1: 'thirdNameQy', 2: 'thirdNameDing' };

const thirdError = (error: unknown, type: ThirdType) => {
  if (error instanceof ThirdPartyError) {
    // The provider's own words (errcode and errmsg) for a refusal this server has no sentence for.
    const params: MessageParams = error.failure === 'refused' ? { detail: error.detail } : {};
    return new ApiError(400, FAILURE_MESSAGES[error.failure], params, { provider: PROVIDER_NAMES[type] });
  }
  return error;
};

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const qyTestSchema = {
  params: objectOf({ type: { type: 'integer', enum: [0, 1] } }),
  body: {
    type: 'object',
    properties: {
      qyhCorpId: text(TEXT_LIMITS.qyhCorpId),
      qyhAgentId: text(TEXT_LIMITS.qyhAgentId),
      qyhAgentSecret: text(TEXT_LIMITS.qyhAgentSecret),
      qyhCorpSecret: text(TEXT_LIMITS.qyhCorpSecret),
    },
  },
  response: emptyEnvelope,
};
const dingTestSchema = {
  body: {
    type: 'object',
    properties: {
      dingSynAppKey: text(TEXT_LIMITS.dingSynAppKey),
      dingAgentId: text(TEXT_LIMITS.dingAgentId),
      dingSynAppSecret: text(TEXT_LIMITS.dingSynAppSecret),
    },
  },
  response: emptyEnvelope,
};

type QyBody = Partial<Record<'qyhCorpId' | 'qyhAgentId' | 'qyhAgentSecret' | 'qyhCorpSecret', string>>;
type DingBody = Partial<Record<'dingSynAppKey' | 'dingAgentId' | 'dingSynAppSecret', string>>;

/** The directory of this process: the in-memory test one with ATRIUM_TEST_PROVIDERS=1 (one per app), else the real APIs at the configured addresses. */
const directories = new WeakMap<FastifyInstance, ThirdDirectory>();
export function thirdDirectoryOf(app: FastifyInstance): ThirdDirectory {
  let directory = directories.get(app.server as unknown as FastifyInstance);
  if (!directory) {
    directory = app.config.testProviders ? new TestThirdDirectory() : new HttpThirdDirectory({ ...DEFAULT_THIRD_API_BASES, ...app.config.thirdApiBases });
    // Keyed by the HTTP server: the same for every plugin context of one app.
    directories.set(app.server as unknown as FastifyInstance, directory);
  }
  return directory;
}

/** Given value, else the stored one (a secret field left empty means "the stored secret"). */
const given = (app: FastifyInstance, value: string | undefined, key: string): string => (value && value.trim() !== '' ? value.trim() : readConfigValue(app.db, key));

/** The stored credentials a synchronisation uses: WeCom's address-book secret, DingTalk's app key and secret. */
function storedCredentials(app: FastifyInstance, type: ThirdType): ThirdCredentials {
  return type === 1
    ? { id: readConfigValue(app.db, 'qyhCorpId'), secret: readConfigValue(app.db, 'qyhCorpSecret') }
    : { id: readConfigValue(app.db, 'dingSynAppKey'), secret: readConfigValue(app.db, 'dingSynAppSecret') };
}

/**
 * Under /api/system/SysConfig: the connection tests of spec section 7. `{type}/testQyWebChatConnect`:
 * type 0 tests the application (corpId, agentId, agent secret), 1 the address book used by the
 * synchronisation (corpId, address-book secret). Fields left empty use the stored values.
 */
export async function thirdPartyConfigRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: 'administrator' as const };

  app.post<{ Params: { type: 0 | 1 }; Body: QyBody }>('/:type/testQyWebChatConnect', { schema: qyTestSchema, config }, async (request) => {
    const body = request.body ?? {};
    const id = given(app, body.qyhCorpId, 'qyhCorpId');
    const credentials: ThirdCredentials = request.params.type === 0
      ? { id, secret: given(app, body.qyhAgentSecret, 'qyhAgentSecret'), agentId: given(app, body.qyhAgentId, 'qyhAgentId') }
      : { id, secret: given(app, body.qyhCorpSecret, 'qyhCorpSecret') };
    if (credentials.id === '' || credentials.secret === '') throw new ApiError(400, 'thirdCredentialsMissing', {}, { provider: 'thirdNameQy' });
    try {
      await thirdDirectoryOf(app).connect(1, credentials);
    } catch (error) {
      throw thirdError(error, 1);
    }
    return ok(request, null, 'thirdConnectOk');
  });

  app.post<{ Body: DingBody }>('/testDingTalkConnect', { schema: dingTestSchema, config }, async (request) => {
    const body = request.body ?? {};
    const credentials: ThirdCredentials = { id: given(app, body.dingSynAppKey, 'dingSynAppKey'), secret: given(app, body.dingSynAppSecret, 'dingSynAppSecret') };
    if (credentials.id === '' || credentials.secret === '') throw new ApiError(400, 'thirdCredentialsMissing', {}, { provider: 'thirdNameDing' });
    try {
      await thirdDirectoryOf(app).connect(2, credentials);
    } catch (error) {
      throw thirdError(error, 2);
    }
    return ok(request, null, 'thirdConnectOk');
  });
}

const totalItem = objectOf({ synType: int, recordTotal: int, synSuccessCount: int, synFailCount: int, unSynCount: int, synDate: nullableInt });
const outcome = objectOf({ total: int, success: int, failed: int, skipped: int });
const syncSchema = { querystring: { type: 'object', properties: { type: { type: 'string', maxLength: 10 } } }, response: envelope(outcome) };

const ACTIONS: ReadonlyArray<[string, ThirdType, SyncDataType]> = [
  ['synAllOrganizeSysToQy', 1, 1],
  ['synAllUserSysToQy', 1, 2],
  ['synAllOrganizeSysToDing', 2, 1],
  ['synAllUserSysToDing', 2, 2],
];

/**
 * /api/system/SynThirdInfo (spec section 7): totals per provider and the four synchronisations
 * (organisations or users, to enterprise chat or DingTalk). A run answers when it is done (the
 * client waits up to 100 s) and reports its progress over the caller's socket meanwhile.
 */
export async function synThirdRoutes(app: FastifyInstance): Promise<void> {
  const config = { access: 'administrator' as const };

  app.get<{ Params: { type: ThirdType } }>('/getSynThirdTotal/:type', {
    schema: { params: objectOf({ type: { type: 'integer', enum: [1, 2] } }), response: envelope(listOf(totalItem)) },
    config,
  }, async (request) => ok(request, { list: syncTotals(app.db, request.params.type) }));

  for (const [path, type, dataType] of ACTIONS) {
    app.get(`/${path}`, { schema: syncSchema, config }, async (request) => {
      if (isSyncRunning(type, dataType)) throw new ApiError(400, 'thirdSyncRunning', {}, { provider: PROVIDER_NAMES[type] });
      const credentials = storedCredentials(app, type);
      if (credentials.id === '' || credentials.secret === '') throw new ApiError(400, 'thirdCredentialsMissing', {}, { provider: PROVIDER_NAMES[type] });
      try {
        const result = await runSync(app, thirdDirectoryOf(app), { type, dataType, credentials, userId: sessionOf(request).userId });
        return ok(request, result, 'thirdSyncDone');
      } catch (error) {
        throw thirdError(error, type);
      }
    });
  }
}
