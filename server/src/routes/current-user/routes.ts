import type { FastifyInstance } from 'fastify';
import { userInfoOf } from '../../domain/user-info';
import { findUserById, setLanguage, setTheme } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { authorizeRoutes } from './authorize';
import { avatarRoutes } from './avatars';
import { personalFieldsOf, saveBaseInfo, validateBaseInfo, type BaseInfoInput } from './base-info';
import { majorRoutes } from './major';
import { membershipRoutes } from './organizations';
import { mobilePhoneRoutes, phoneStateOf } from './mobile-phone';
import { changeOwnPassword, modifyPasswordSchema, type PasswordChange } from './change-password';
import { baseInfoSchema, languageSchema, themeSchema, updateBaseInfoSchema } from './schemas';
import { signImageRoutes } from './sign-images';
import { systemLogRoutes } from './system-log';

/**
 * /api/permission/Users/Current/*: what a signed-in user may see and change about themself.
 * Every route reads the user from the session, never from the request: no call here can touch
 * another user's data.
 */
export async function currentUserRoutes(app: FastifyInstance): Promise<void> {
  await app.register(avatarRoutes);
  await app.register(signImageRoutes);
  await app.register(authorizeRoutes);
  await app.register(systemLogRoutes);
  await app.register(mobilePhoneRoutes);
  await app.register(membershipRoutes);

  app.put<{ Body: { language: string } }>('/SystemLanguage', { schema: languageSchema }, async (request) => {
    setLanguage(app.db, sessionOf(request).userId, request.body.language);
    return ok(request, null, 'languageSwitched');
  });

  app.put<{ Body: { theme: string } }>('/SystemTheme', { schema: themeSchema }, async (request) => {
    setTheme(app.db, sessionOf(request).userId, request.body.theme);
    return ok(request, null, 'updated');
  });

  app.get('/BaseInfo', { schema: baseInfoSchema }, async (request) => {
    const user = findUserById(app.db, sessionOf(request).userId);
    if (!user) throw new ApiError(602, 'sessionInvalid');
    const info = userInfoOf(app.db, user, request.lang);
    return ok(request, {
      ...personalFieldsOf(app.db, user.id),
      mobilePhoneVerified: phoneStateOf(app.db, user.id).verified,
      // The profile says plainly that a new number cannot be confirmed without an SMS gateway.
      smsAvailable: app.smsGateway !== null,
      id: info.id,
      account: info.account,
      realName: info.realName,
      headIcon: info.headIcon,
      organizeId: info.organizeId,
      organize: info.organizeName,
      departmentName: info.departmentName,
      position: info.positionName,
      roleName: info.roleName,
      isAdministrator: info.isAdministrator,
      language: info.language,
      theme: info.theme,
      creatorTime: user.creator_time,
      changePasswordDate: info.changePasswordDate,
      prevLoginTime: info.prevLoginTime,
      prevLoginIPAddress: info.prevLoginIPAddress,
    });
  });

  app.put<{ Body: BaseInfoInput }>('/BaseInfo', { schema: updateBaseInfoSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    saveBaseInfo(app.db, userId, validateBaseInfo(request.body, app.clock()));
    return ok(request, null, 'updated');
  });
  await app.register(majorRoutes);

  app.post<{ Body: PasswordChange }>('/Actions/ModifyPassword', { schema: modifyPasswordSchema }, (request) =>
    changeOwnPassword(app, request));
}
