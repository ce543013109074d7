import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { envelope, nullableStr, objectOf } from '../routes/common-schemas';

/** Bounds memory when a test loops. */
const MAX_KEPT = 1000;

const lastCaptchaSchema = {
  querystring: objectOf({ key: { type: 'string', minLength: 1, maxLength: 100 } }),
  response: envelope({ type: ['object', 'null'], properties: { key: nullableStr, code: nullableStr } }),
};

/**
 * TEST PROVIDER (ATRIUM_TEST_PROVIDERS=1 only): GET /api/test-providers/captcha/last?key= answers
 * the code of the last captcha image drawn for that key, so e2e tests can pass the captcha. It
 * records codes by wrapping the captcha book's issue(); nothing changes without the test providers.
 */
export async function testCaptchaRoutes(app: FastifyInstance): Promise<void> {
  const issued = new Map<string, string>();
  const issue = app.captchas.issue.bind(app.captchas);
  app.captchas.issue = (key: string): string => {
    const code = issue(key);
    issued.delete(key);
    issued.set(key, code);
    if (issued.size > MAX_KEPT) issued.delete(issued.keys().next().value as string);
    return code;
  };

  app.get<{ Querystring: { key: string } }>('/captcha/last', { schema: lastCaptchaSchema, config: { auth: 'public' } }, async (request) => {
    const code = issued.get(request.query.key);
    return ok(request, code === undefined ? null : { key: request.query.key, code });
  });
}
