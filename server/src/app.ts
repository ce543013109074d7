import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { kdfAtCost, type KdfParams } from './auth/password';
import type { AppConfig } from './config';
import { contextPlugin } from './plugins/context';
import { dbPlugin } from './plugins/db';
import { envelopePlugin } from './plugins/envelope';
import { finiteNumbersPlugin } from './plugins/finite-numbers';
import { lazySchemaController } from './plugins/lazy-schemas';
import { multipartPlugin } from './plugins/multipart';
import { captchaPlugin } from './plugins/captcha';
import { passwordKeysPlugin } from './plugins/password-keys';
import { signInProvidersPlugin } from './plugins/sign-in-providers';
import { notFoundHandler, portalRoutes } from './plugins/portal';
import { routeTablePlugin } from './plugins/route-table';
import { securityHeadersPlugin } from './plugins/security-headers';
import { deployPlugin } from './deploy/plugin';
import { apiRoutes, type ApiRoutePlugin } from './routes/api';
import { socketPlugin } from './socket/plugin';
import { monitorPlugin } from './monitor/plugin';
import { nameRegisteredPlugins } from './plugins/plugin-names';

export interface BuildAppOptions {
  config: AppConfig;
  /** Password hashing cost; tests lower it. Else DEFAULT_KDF with the configuration's cost (ATRIUM_PASSWORD_COST). */
  kdf?: KdfParams;
  /** Clock in ms; tests replace it to move time forward. */
  clock?: () => number;
  logger?: FastifyServerOptions['logger'];
  /** Compile route schemas on first use (plugins/lazy-schemas.ts), as the server and test servers do. */
  lazySchemas?: boolean;
  /** Tests only: the server monitor's sampling interval (2 s when absent), so a test waits for a few samples in a fraction of a second. */
  monitorIntervalMs?: number;
  /** Tests only: register just these API route plugins (routes/api.ts); every other plugin as always. */
  onlyRoutes?: ReadonlySet<ApiRoutePlugin>;
}

/** Request bodies above this are refused with code 400 (imports are far smaller). */
const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole server, ready for inject() or listen(). Cross-cutting plugins
 * load first (context, database, envelope, headers, body parsers), then the API
 * scope with authentication, then the front-end files and the SPA fallback.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // JNPF clients append their own query (timestamp n) and may send a trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify gives each plugin 10 s to load and then refuses to start. The database plugin opens,
    // migrates and (on a first start) seeds the database: on a 2-core machine at load 27 a restart
    // passed 10 s and the server did not come up at all (e2e messaging-restart). A slow start on a
    // busy machine is not an error; a hung plugin still shows, at two minutes.
    pluginTimeout: 120_000,
    ...(options.lazySchemas ? { schemaController: lazySchemaController } : {}),
  });
  nameRegisteredPlugins(app);
  try {
    // First, so that every route registered afterwards is listed.
    await app.register(routeTablePlugin);
    await app.register(contextPlugin, {
      config: options.config,
      clock: options.clock ?? Date.now,
      kdf: options.kdf ?? kdfAtCost(options.config.passwordCost),
    });
    await app.register(dbPlugin);
    await app.register(envelopePlugin);
    await app.register(finiteNumbersPlugin);
    await app.register(securityHeadersPlugin);
    await app.register(fastifyFormbody);
    await app.register(multipartPlugin);
    await app.register(captchaPlugin);
    await app.register(passwordKeysPlugin);
    await app.register(signInProvidersPlugin);
    // Before the API scope: its hook closes sockets whose session a request just ended.
    await app.register(socketPlugin, { allowedOrigins: options.config.socketOrigins, maxSocketsPerUser: options.config.socketMaxPerUser });
    await app.register(monitorPlugin, options.monitorIntervalMs === undefined ? {} : { intervalMs: options.monitorIntervalMs });
    // After the socket hub (it pushes importMapChanged), before the routes that serve the map.
    await app.register(deployPlugin);
    await app.register(apiRoutes, { prefix: '/api', ...(options.onlyRoutes ? { onlyRoutes: options.onlyRoutes } : {}) });
    await app.register(portalRoutes, { config: options.config });
    app.setNotFoundHandler(notFoundHandler(options.config));
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
