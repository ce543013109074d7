import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call } from './http';

/**
 * A new password as the portal sends it: RSA-OAEP (SHA-256) to the key of
 * GET /api/oauth/PasswordPublicKey, base64 — what the WebCrypto helper of @atrium/shared does.
 */
export async function sealPassword(app: FastifyInstance, token: string, plain: string): Promise<string> {
  const key = await call<{ publicKey: string }>(app, 'GET', '/api/oauth/PasswordPublicKey', { token });
  if (key.code !== 200) throw new Error(`PasswordPublicKey: ${key.code} ${key.msg}`);
  const spki = Buffer.from(key.data.publicKey, 'base64');
  return publicEncrypt({ key: createPublicKey({ key: spki, format: 'der', type: 'spki' }), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(plain, 'utf8'))
    .toString('base64');
}

/** A captcha image for a key of the test's own, and its code read from the server's captcha book. */
export function solveCaptcha(app: FastifyInstance, key: string = `t${Math.random().toString(36).slice(2)}`): { code: string; timestamp: string } {
  return { code: app.captchas.issue(key), timestamp: key };
}
