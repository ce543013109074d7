import { PasswordKeys, passwordKeyFile } from '../auth/password-keys';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decrypts new passwords sent to the server's public key (change and reset password). */
    passwordKeys: PasswordKeys;
  }
}

export const passwordKeysPlugin = globalPlugin('atrium-password-keys', async (app) => {
  app.decorate('passwordKeys', new PasswordKeys(passwordKeyFile(app.config.dbFile)));
});
