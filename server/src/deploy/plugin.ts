import { globalPlugin } from '../plugins/global-plugin';
import { DeployService } from './service';
import { watchMapFile } from './watcher';

declare module 'fastify' {
  interface FastifyInstance {
    /** Import-map deploys and the live map served at /import-map.json. */
    deploy: DeployService;
  }
}

/**
 * The deploy service of this process: reads import-map.json at start (a new database takes it as
 * version 1; a file edited while the server was down is validated like any hand edit), watches it,
 * and pushes importMapChanged to every open portal after each change. Needs the database and the
 * socket hub.
 */
export const deployPlugin = globalPlugin('atrium-deploy', async (app) => {
  const service = new DeployService({
    db: app.db,
    distDir: app.config.distDir,
    importMapFile: app.config.importMapFile,
    allowedOrigins: app.config.deployOrigins ?? [],
    clock: app.clock,
    log: app.log,
    onChange: (change) => {
      const reached = app.hub.broadcast({ method: 'importMapChanged', ...change });
      app.log.info({ version: change.version, changed: change.changed, sockets: reached }, 'import map changed');
    },
  });
  app.decorate('deploy', service);
  await service.syncFromFile();
  const watcher = watchMapFile(app.config.importMapFile, () => {
    service.syncFromFile().catch((error: unknown) => app.log.error({ err: error }, 'import-map.json could not be checked'));
  }, { retry: () => service.wantsRetry() });
  app.addHook('onClose', async () => {
    watcher.close();
    await service.idle();
  });
});
