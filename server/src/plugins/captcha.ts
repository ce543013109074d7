import { CaptchaBook } from '../auth/captcha';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    captchas: CaptchaBook;
  }
}

/** One captcha book per server: the image route writes it, the sign-in route reads it. */
export const captchaPlugin = globalPlugin('atrium-captcha', async (app) => {
  app.decorate('captchas', new CaptchaBook(app.clock));
});
