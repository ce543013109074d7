import type { FastifyInstance } from 'fastify';
import { NAME_MAX } from '@atrium/rules';
import { readEmailPassword, readSysConfigSettings, writeSysConfig } from '../../domain/sys-config';
import { SmtpProbeError, probeSmtp } from '../../domain/smtp';
import { mailFailureError } from '../../mail/failure';
import { permissionsChanged } from '../../permission/changes';
import type { Access } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { requiredText } from '../field-rules';
import { sessionOf } from '../../plugins/auth';
import { LOGO_KEYS } from './schemas';
import { checkLogo, logoRoutes } from './logo';
import { thirdPartyConfigRoutes } from './third-party-routes';
import { FLAG_KEYS, SECRET_KEYS, TEXT_LIMITS, WRITABLE_KEYS, adminListSchema, emailTestSchema, getSchema, putSchema, setAdminListSchema } from './schemas';

export const SYS_CONFIG_PAGE = 'system.sysConfig';
const canRead: Access = { page: SYS_CONFIG_PAGE };
const canEdit: Access = { page: SYS_CONFIG_PAGE, button: 'btn_edit' };

/** How long the email test may wait on the mail server: long enough for a slow TLS handshake, short for a person waiting. */
export const EMAIL_TEST_TIMEOUT_MS = 8000;

type SettingsBody = Partial<Record<keyof typeof TEXT_LIMITS | (typeof FLAG_KEYS)[number] | 'passwordLengthMinNumber' | 'emailSmtpPort', string | number>>;

interface EmailTestBody {
  emailSmtpHost: string;
  emailSmtpPort: number;
  emailSsl?: number;
  emailAccount?: string;
  emailPassword?: string;
}

/** The stored strings to write; the schema has checked types and ranges, this adds the rules with messages. */
function entriesOf(body: SettingsBody): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || !WRITABLE_KEYS.has(key)) continue;
    entries[key] = String(value);
  }
  if (body.sysName !== undefined) {
    entries.sysName = requiredText(String(body.sysName), { field: 'sysName', required: 'sysNameRequired', tooLong: 'fieldTooLong', max: NAME_MAX });
  }
  if (typeof body.emailSmtpHost === 'string') entries.emailSmtpHost = body.emailSmtpHost.trim();
  for (const key of ['qyhCorpId', 'qyhAgentId', 'dingSynAppKey', 'dingAgentId'] as const) {
    if (typeof body[key] === 'string') entries[key] = String(body[key]).trim();
  }
  // Secrets are never sent to clients, so an empty one means "unchanged".
  for (const key of SECRET_KEYS) if (entries[key] === '') delete entries[key];
  return entries;
}

/** /api/system/SysConfig: values the shell reads at once (title, logos, captcha, password policy) and the mail account. */
export async function sysConfigRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: getSchema, config: { access: canRead } }, async (request) => ok(request, readSysConfigSettings(app.db)));

  app.put<{ Body: SettingsBody }>('/', { schema: putSchema, config: { access: canEdit } }, async (request) => {
    const entries = entriesOf(request.body);
    const userId = sessionOf(request).userId;
    for (const key of LOGO_KEYS) if (entries[key] !== undefined) entries[key] = checkLogo(app, key, entries[key], userId);
    app.db.transaction(() => writeSysConfig(app.db, entries))();
    return ok(request, null, 'updated');
  });

  app.post<{ Body: EmailTestBody }>('/Email/Test', { schema: emailTestSchema, config: { access: canEdit } }, async (request) => {
    const body = request.body;
    const password = body.emailPassword ? body.emailPassword : readEmailPassword(app.db);
    try {
      await probeSmtp({
        host: body.emailSmtpHost.trim(),
        port: body.emailSmtpPort,
        ssl: body.emailSsl === 1 ? 1 : 0,
        account: body.emailAccount ?? '',
        password,
      }, EMAIL_TEST_TIMEOUT_MS);
    } catch (error) {
      if (error instanceof SmtpProbeError) {
        request.log.warn({ host: body.emailSmtpHost, port: body.emailSmtpPort, detail: error.detail }, 'mail server test failed');
        throw mailFailureError(error.failure, { host: body.emailSmtpHost.trim(), port: body.emailSmtpPort });
      }
      throw error;
    }
    return ok(request, null, 'emailTestOk');
  });

  await app.register(logoRoutes);
  await app.register(thirdPartyConfigRoutes);

  app.get('/getAdminList', { schema: adminListSchema, config: { access: canRead } }, async (request) => {
    const list = app.db.prepare(`SELECT id, account, real_name AS realName FROM users
      WHERE is_administrator = 1 ORDER BY sort_code, account`).all() as { id: string; account: string; realName: string }[];
    return ok(request, { list });
  });

  // Only an administrator may name administrators; the list replaces the current one and can never be empty.
  app.put<{ Body: { adminIds: string[] } }>('/setAdminList', { schema: setAdminListSchema, config: { access: 'administrator' } }, async (request) => {
    const ids = request.body.adminIds;
    let affected: string[] = [];
    app.db.transaction(() => {
      const find = app.db.prepare('SELECT 1 FROM users WHERE id = ? AND enabled_mark = 1');
      for (const id of ids) if (find.get(id) === undefined) throw badRequest('fieldInvalid', { field: 'adminIds' });
      const before = new Set((app.db.prepare('SELECT id FROM users WHERE is_administrator = 1').all() as { id: string }[]).map((row) => row.id));
      app.db.prepare('UPDATE users SET is_administrator = 0').run();
      const promote = app.db.prepare('UPDATE users SET is_administrator = 1 WHERE id = ?');
      for (const id of ids) promote.run(id);
      const after = new Set(ids);
      affected = [...[...before].filter((id) => !after.has(id)), ...ids.filter((id) => !before.has(id))];
    })();
    // Gaining or losing the flag changes everything a user may do: their open portals reload menus and rights.
    permissionsChanged(app, affected);
    return ok(request, null, 'updated');
  });
}
