import type { FastifyInstance } from 'fastify';
import { PASSWORD_KEY_ALGORITHM } from '../../auth/password-keys';
import { ok } from '../../plugins/envelope';
import { envelope, objectOf, str } from '../common-schemas';

const publicKeySchema = { response: envelope(objectOf({ publicKey: str, algorithm: str })) };

/**
 * GET /api/oauth/PasswordPublicKey: the key new passwords are encrypted to (change and reset
 * password). JNPF has no such path; `publicKey` is base64 DER (SPKI), `algorithm` 'RSA-OAEP-256'
 * (WebCrypto RSA-OAEP with SHA-256). Only signed-in users change or reset passwords.
 */
export async function passwordKeyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/oauth/PasswordPublicKey', { schema: publicKeySchema }, async (request) =>
    ok(request, { publicKey: await app.passwordKeys.publicKeySpki(), algorithm: PASSWORD_KEY_ALGORITHM }));
}
