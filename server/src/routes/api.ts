import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyRegisterOptions } from 'fastify';
import { authPlugin } from '../plugins/auth';
import { requestLogPlugin } from '../plugins/request-log';
import { avatarImageRoutes } from './avatar-images/routes';
import { areaRoutes } from './area/routes';
import { authorityRoutes } from './authority/routes';
import { billRuleRoutes } from './bill-rule/routes';
import { currentUserRoutes } from './current-user/routes';
import { dashboardRoutes } from './dashboard/routes';
import { dictionaryDataRoutes } from './dictionary/data-routes';
import { dataNodeSchema, typeNodeSchema } from './dictionary/schemas';
import { dictionaryTypeRoutes } from './dictionary/type-routes';
import { fileRoutes } from './files/routes';
import { imImageRoutes } from './files/im-image-routes';
import { fileServeRoutes } from './files/serve-routes';
import { uploadRoutes } from './files/upload-routes';
import { filesPlugin } from '../files/plugin';
import { contactRoutes } from './chat/contacts-routes';
import { imreplyRoutes } from './chat/imreply-routes';
import { oauthRoutes } from './oauth/routes';
import { qrSignInRoutes } from './oauth/qrcode-routes';
import { smsSignInRoutes } from './oauth/sms-routes';
import { ssoRoutes } from './oauth/sso-routes';
import { passwordKeyRoutes } from './oauth/password-key-routes';
import { testProviderRoutes } from '../test-providers/routes';
import { onlineUserRoutes } from './online-users/routes';
import { sysConfigRoutes } from './sys-config/routes';
import { userRoutes } from './users/routes';
import { socketTicketRoutes } from '../socket/ticket-routes';
import { dataVisualTicketRoutes } from './oauth/data-visual-routes';
import { inboxRoutes } from './messages/inbox-routes';
import { noticeRoutes } from './messages/notice-routes';
import { messageCenterRoutes } from './message-center';
import { organizeRoutes } from './organize/routes';
import { organizeAdminRoutes } from './organize-admin/routes';
import { positionRoutes } from './position/routes';
import { roleRoutes } from './role/routes';
import { groupRoutes } from './group/routes';
import { userRelationRoutes } from './user-relation/routes';
import { menuManagementRoutes } from './menu/routes';
import { deployRoutes } from './deploy/routes';
import { visualdevRoutes } from './visualdev/routes';
import { generatorRoutes } from './generator/routes';
import { printDevRoutes } from './print/routes';
import { printLogRoutes } from './print/log-routes';
import { schedulerPlugin } from '../schedule/plugin';
import { scheduleTaskRoutes } from './schedule-task/routes';
import { systemLogRoutes } from './system-log/routes';
import { cacheRoutes } from './cache/routes';
import { monitorRoutes } from './monitor/routes';
import { commonWordsRoutes } from './common-words/routes';
import { tableExampleRoutes } from './table-example/routes';
import { portalRoutes } from './portal/routes';
import { languageRoutes } from './language/routes';
import { dataMapRoutes } from './data-map/routes';
import { synThirdRoutes } from './sys-config/third-party-routes';
import { dataInterfaceLogRoutes, dataInterfaceRoutes } from './data-interface/routes';
import { backupPlugin } from '../backup/plugin';
import { backupRoutes } from './backup/routes';
import { interfaceAuthRoutes, interfaceCallRoutes } from './interface-auth/routes';
import { workflowRoutes } from './workflow';
import { flowDashboardRoutes } from './workflow/dashboard-routes';
import { dataModelRoutes, dataSourceRoutes, dataSyncRoutes } from './data-source/routes';

/** A route plugin of the API (or any plugin taking Fastify's register options). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route plugins take different options (only the test providers take any)
export type ApiRoutePlugin = FastifyPluginAsync<any>;

export interface ApiRoutesOptions extends FastifyPluginOptions {
  /**
   * Only these route plugins (tests: a server that answers the few routes a test file calls,
   * built per test). The cross-cutting plugins of the scope (authentication, request log, file
   * store, scheduler, backups) are always registered. Unset, as in every real server: all routes.
   */
  onlyRoutes?: ReadonlySet<ApiRoutePlugin>;
}

/** Everything under /api: authenticated by default (routes opt out with config.auth = 'public'). */
export async function apiRoutes(api: FastifyInstance, options: ApiRoutesOptions = {}): Promise<void> {
  const { onlyRoutes } = options;
  // Registering ~280 routes is most of building a server (Fastify's router and plugin queue, about
  // 0.25 s of CPU per warm build); a test server built for each test pays it each time.
  const mount = async (plugin: ApiRoutePlugin, opts: FastifyRegisterOptions<FastifyPluginOptions> = {}): Promise<void> => {
    if (onlyRoutes && !onlyRoutes.has(plugin)) return;
    await api.register(plugin, opts);
  };
  await api.register(authPlugin);
  await api.register(requestLogPlugin);
  api.addSchema(typeNodeSchema);
  api.addSchema(dataNodeSchema);

  await mount(oauthRoutes);
  await mount(smsSignInRoutes);
  await mount(qrSignInRoutes);
  await mount(ssoRoutes);
  await mount(passwordKeyRoutes);
  // Mounted only with ATRIUM_TEST_PROVIDERS=1: without it these paths do not exist (404).
  if (api.testProviders) await mount(testProviderRoutes, { prefix: '/test-providers', ...api.testProviders });
  await mount(socketTicketRoutes);
  await mount(dataVisualTicketRoutes);
  await mount(currentUserRoutes, { prefix: '/permission/Users/Current' });
  await mount(userRoutes, { prefix: '/permission/Users' });
  await mount(authorityRoutes, { prefix: '/permission/Authority' });
  await mount(onlineUserRoutes, { prefix: '/system/OnlineUser' });
  await mount(dashboardRoutes, { prefix: '/visualdev/Dashboard' });
  await mount(dictionaryTypeRoutes, { prefix: '/system/DictionaryType' });
  await mount(dictionaryDataRoutes, { prefix: '/system/DictionaryData' });
  await mount(billRuleRoutes, { prefix: '/system/BillRule' });
  await mount(areaRoutes, { prefix: '/system/Area' });
  await mount(sysConfigRoutes, { prefix: '/system/SysConfig' });
  await mount(fileRoutes, { prefix: '/file' });
  await mount(avatarImageRoutes, { prefix: '/file' });
  await mount(inboxRoutes, { prefix: '/message' });
  await mount(noticeRoutes, { prefix: '/message' });
  await mount(imreplyRoutes, { prefix: '/message/imreply' });
  await mount(contactRoutes, { prefix: '/permission/Users' });
  await mount(imImageRoutes, { prefix: '/file' });
  // Issue 14: chunked uploads, the file store, previews and pack downloads.
  await api.register(filesPlugin);
  await mount(uploadRoutes, { prefix: '/file' });
  await mount(fileServeRoutes, { prefix: '/file' });
  await mount(messageCenterRoutes, { prefix: '/message' });
  await mount(organizeRoutes, { prefix: '/permission/Organize' });
  await mount(organizeAdminRoutes, { prefix: '/permission/organizeAdminIsTrator' });
  await mount(positionRoutes, { prefix: '/permission/Position' });
  await mount(roleRoutes, { prefix: '/permission/Role' });
  await mount(groupRoutes, { prefix: '/permission/Group' });
  await mount(userRelationRoutes, { prefix: '/permission/UserRelation' });
  await mount(menuManagementRoutes, { prefix: '/system' });
  await mount(deployRoutes, { prefix: '/system/Deploy' });
  await mount(visualdevRoutes, { prefix: '/visualdev' });
  await mount(generatorRoutes, { prefix: '/visualdev/Generater' });
  // Issue 14 item 6: print templates and the print log.
  await mount(printDevRoutes, { prefix: '/system/printDev' });
  await mount(printLogRoutes, { prefix: '/system/printLog' });
  // Issue 16 item 2: scheduled tasks (after the file store: a built-in action sweeps its uploads).
  await api.register(schedulerPlugin);
  await mount(scheduleTaskRoutes, { prefix: '/system/ScheduleTask' });
  // Issue 16 items 1 and 3: the system log and cache management.
  await mount(systemLogRoutes, { prefix: '/system/Log' });
  await mount(cacheRoutes, { prefix: '/system/CacheManage' });
  // Issue 16 item 4: the server monitor (live samples go over the socket, see ../monitor).
  await mount(monitorRoutes, { prefix: '/system/Monitor' });
  // Issue 16 item 7: each user's common words (常用语).
  await mount(commonWordsRoutes, { prefix: '/system/CommonWords' });
  // Issue 16 items 6, 13 and 14: languages (多语言), maps (数据地图) and third-party synchronisation.
  await mount(languageRoutes, { prefix: '/system/Language' });
  await mount(dataMapRoutes, { prefix: '/system/DataMap' });
  await mount(synThirdRoutes, { prefix: '/system/SynThirdInfo' });
  // Issue 15 item 6: data interfaces and their call log.
  await mount(dataInterfaceRoutes, { prefix: '/system/DataInterface' });
  await mount(dataInterfaceLogRoutes, { prefix: '/system/DataInterfaceLog' });
  // Issue 16 item 11: database backups (after the scheduler: registers the backupDatabase action).
  await api.register(backupPlugin);
  await mount(backupRoutes, { prefix: '/system/DataBackup' });
  // Issue 16 item 12: interface auth, and data interfaces called by external apps with its credentials.
  await mount(interfaceAuthRoutes, { prefix: '/system/InterfaceOauth' });
  await mount(interfaceCallRoutes, { prefix: '/system/DataInterface' });
  // Issue 16 items 8–10: data sources, data models and data sync.
  await mount(dataSourceRoutes, { prefix: '/system/DataSource' });
  await mount(dataModelRoutes, { prefix: '/system/DataModel' });
  await mount(dataSyncRoutes, { prefix: '/system/DataSync' });
  // Issue 18: the workflow engine (flow design, tasks, to-dos, delegation, monitor).
  await mount(workflowRoutes, { prefix: '/workflow/Engine' });
  // The JNPF home page's flow cards (FlowTodoCount, FlowTodo, MyFlowTodo) beside the dashboard's figures.
  await mount(flowDashboardRoutes, { prefix: '/visualdev/Dashboard' });
  // 表格示例 (extend/tableDemo): JNPF's table-example API.
  await mount(tableExampleRoutes, { prefix: '/extend/TableExample' });
  // 门户设计 (onlineDev/visualPortal): portal layouts, the home page's portal and type-8 menus.
  await mount(portalRoutes, { prefix: '/visualdev/Portal' });
}
