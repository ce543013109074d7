import type { FastifyInstance } from 'fastify';
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

/** Everything under /api: authenticated by default (routes opt out with config.auth = 'public'). */
export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(authPlugin);
  await api.register(requestLogPlugin);
  api.addSchema(typeNodeSchema);
  api.addSchema(dataNodeSchema);

  await api.register(oauthRoutes);
  await api.register(smsSignInRoutes);
  await api.register(qrSignInRoutes);
  await api.register(ssoRoutes);
  await api.register(passwordKeyRoutes);
  // Mounted only with ATRIUM_TEST_PROVIDERS=1: without it these paths do not exist (404).
  if (api.testProviders) await api.register(testProviderRoutes, { prefix: '/test-providers', ...api.testProviders });
  await api.register(socketTicketRoutes);
  await api.register(dataVisualTicketRoutes);
  await api.register(currentUserRoutes, { prefix: '/permission/Users/Current' });
  await api.register(userRoutes, { prefix: '/permission/Users' });
  await api.register(authorityRoutes, { prefix: '/permission/Authority' });
  await api.register(onlineUserRoutes, { prefix: '/system/OnlineUser' });
  await api.register(dashboardRoutes, { prefix: '/visualdev/Dashboard' });
  await api.register(dictionaryTypeRoutes, { prefix: '/system/DictionaryType' });
  await api.register(dictionaryDataRoutes, { prefix: '/system/DictionaryData' });
  await api.register(billRuleRoutes, { prefix: '/system/BillRule' });
  await api.register(areaRoutes, { prefix: '/system/Area' });
  await api.register(sysConfigRoutes, { prefix: '/system/SysConfig' });
  await api.register(fileRoutes, { prefix: '/file' });
  await api.register(avatarImageRoutes, { prefix: '/file' });
  await api.register(inboxRoutes, { prefix: '/message' });
  await api.register(noticeRoutes, { prefix: '/message' });
  await api.register(imreplyRoutes, { prefix: '/message/imreply' });
  await api.register(contactRoutes, { prefix: '/permission/Users' });
  await api.register(imImageRoutes, { prefix: '/file' });
  // Issue 14: chunked uploads, the file store, previews and pack downloads.
  await api.register(filesPlugin);
  await api.register(uploadRoutes, { prefix: '/file' });
  await api.register(fileServeRoutes, { prefix: '/file' });
  await api.register(messageCenterRoutes, { prefix: '/message' });
  await api.register(organizeRoutes, { prefix: '/permission/Organize' });
  await api.register(organizeAdminRoutes, { prefix: '/permission/organizeAdminIsTrator' });
  await api.register(positionRoutes, { prefix: '/permission/Position' });
  await api.register(roleRoutes, { prefix: '/permission/Role' });
  await api.register(groupRoutes, { prefix: '/permission/Group' });
  await api.register(userRelationRoutes, { prefix: '/permission/UserRelation' });
  await api.register(menuManagementRoutes, { prefix: '/system' });
  await api.register(deployRoutes, { prefix: '/system/Deploy' });
  await api.register(visualdevRoutes, { prefix: '/visualdev' });
  await api.register(generatorRoutes, { prefix: '/visualdev/Generater' });
  // Issue 14 item 6: print templates and the print log.
  await api.register(printDevRoutes, { prefix: '/system/printDev' });
  await api.register(printLogRoutes, { prefix: '/system/printLog' });
  // Issue 16 item 2: scheduled tasks (after the file store: a built-in action sweeps its uploads).
  await api.register(schedulerPlugin);
  await api.register(scheduleTaskRoutes, { prefix: '/system/ScheduleTask' });
  // Issue 16 items 1 and 3: the system log and cache management.
  await api.register(systemLogRoutes, { prefix: '/system/Log' });
  await api.register(cacheRoutes, { prefix: '/system/CacheManage' });
  // Issue 16 item 4: the server monitor (live samples go over the socket, see ../monitor).
  await api.register(monitorRoutes, { prefix: '/system/Monitor' });
  // Issue 16 item 7: each user's common words (常用语).
  await api.register(commonWordsRoutes, { prefix: '/system/CommonWords' });
  // Issue 16 items 6, 13 and 14: languages (多语言), maps (数据地图) and third-party synchronisation.
  await api.register(languageRoutes, { prefix: '/system/Language' });
  await api.register(dataMapRoutes, { prefix: '/system/DataMap' });
  await api.register(synThirdRoutes, { prefix: '/system/SynThirdInfo' });
  // Issue 15 item 6: data interfaces and their call log.
  await api.register(dataInterfaceRoutes, { prefix: '/system/DataInterface' });
  await api.register(dataInterfaceLogRoutes, { prefix: '/system/DataInterfaceLog' });
  // Issue 16 item 11: database backups (after the scheduler: registers the backupDatabase action).
  await api.register(backupPlugin);
  await api.register(backupRoutes, { prefix: '/system/DataBackup' });
  // Issue 16 item 12: interface auth, and data interfaces called by external apps with its credentials.
  await api.register(interfaceAuthRoutes, { prefix: '/system/InterfaceOauth' });
  await api.register(interfaceCallRoutes, { prefix: '/system/DataInterface' });
  // Issue 16 items 8–10: data sources, data models and data sync.
  await api.register(dataSourceRoutes, { prefix: '/system/DataSource' });
  await api.register(dataModelRoutes, { prefix: '/system/DataModel' });
  await api.register(dataSyncRoutes, { prefix: '/system/DataSync' });
  // Issue 18: the workflow engine (flow design, tasks, to-dos, delegation, monitor).
  await api.register(workflowRoutes, { prefix: '/workflow/Engine' });
  // The JNPF home page's flow cards (FlowTodoCount, FlowTodo, MyFlowTodo) beside the dashboard's figures.
  await api.register(flowDashboardRoutes, { prefix: '/visualdev/Dashboard' });
}
