import { PasswordKeys, passwordKeyFile } from '../auth/password-keys';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decrypts new passwords sent to the server's public key (change and reset password). */
    passwordKeys: PasswordKeys;
  }
}

export const passwordKeysPlugin = globalPlugin('atrium-password-keys', async (app) => {
  const keys = new PasswordKeys(passwordKeyFile(app.config.dbFile));
  app.decorate('passwordKeys', keys);
  // A 3072-bit key takes seconds to make on a busy machine: a started server makes (or reads) it
  // in the background at once, so the first password change does not wait for it. Servers built
  // only for inject() (tests) never listen and make it when first asked.
  app.addHook('onListen', async () => {
    keys.publicKeySpki().catch((error: unknown) => app.log.error({ err: error }, 'could not make or read the password key'));
  });
});
