import type { FastifyInstance } from 'fastify';
import { readSysConfig } from '../domain/sys-config';
import type { MessageKey, MessageParams } from '../i18n/messages';
import { badRequest } from '../plugins/errors';
import { passwordBreach, type PasswordBreach } from '@atrium/rules';
import { md5Hex } from './password';

const BREACH_MESSAGES: Record<PasswordBreach['rule'], MessageKey> = {
  required: 'newPasswordRequired',
  tooLong: 'newPasswordTooLong',
  tooShort: 'newPasswordTooShort',
  needsDigit: 'newPasswordNeedsDigit',
  needsLower: 'newPasswordNeedsLower',
  needsUpper: 'newPasswordNeedsUpper',
  needsSymbol: 'newPasswordNeedsSymbol',
};

/**
 * A new password (change or reset) as the client sends it: encrypted to the server's public key.
 * Decrypts it, applies the system's password policy (the same rules as the dialog), and returns the
 * MD5 hex that the JNPF sign-in sends, which is what gets stored (stretched with scrypt). Throws
 * 400 with the spec's message, before anything is written, when it cannot be read or breaks a rule.
 */
export async function acceptNewPassword(app: FastifyInstance, ciphertext: string, field: string): Promise<{ md5: string }> {
  const plain = await app.passwordKeys.decrypt(ciphertext);
  if (plain === null) throw badRequest('newPasswordUnreadable', { field });
  const breach = passwordBreach(plain, readSysConfig(app.db));
  if (breach) {
    const params: MessageParams = { field };
    if (breach.rule === 'tooShort') params.min = breach.min;
    if (breach.rule === 'tooLong') params.max = breach.max;
    throw badRequest(BREACH_MESSAGES[breach.rule], params);
  }
  return { md5: md5Hex(plain) };
}
