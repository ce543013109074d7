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
import { menuManagementRoutes } from './menu/routes';

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
  await api.register(messageCenterRoutes, { prefix: '/message' });
  await api.register(menuManagementRoutes, { prefix: '/system' });
}
