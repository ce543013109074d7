import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../plugins/global-plugin';
import { uploadConfigOf } from './config';
import { FileService } from './service';
import { UrlSigner, loadUrlKey, urlKeyFile } from './signed-urls';
import { FileStore } from './store';
import { sweepUploads, type SweepReport } from './sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file store: chunked uploads, stored files, signed links, and `files.access` for who may read what. */
    files: FileService;
    /** Removes stale partial uploads and leftovers now (the timer does it every so often). */
    sweepUploads(now?: number): Promise<SweepReport>;
  }
}

const HOUR = 60 * 60 * 1000;

interface Registered {
  files: FileService;
  sweep: (now?: number) => Promise<SweepReport>;
}

/** Keyed by the HTTP server, which every scope of one app shares (the plugin decorates only the /api scope). */
const registry = new WeakMap<object, Registered>();

/** The file service of an app, from any of its scopes (tests and tools hold the root instance). */
export function fileServiceOf(app: FastifyInstance): FileService {
  const registered = registry.get(app.server);
  if (!registered) throw new Error('atrium-server: the files plugin is not registered in this app');
  return registered.files;
}

/** Sweeps an app's stale uploads now, as its timer does; `now` moves the clock for tests. */
export function sweepUploadsOf(app: FastifyInstance, now?: number): Promise<SweepReport> {
  const registered = registry.get(app.server);
  if (!registered) throw new Error('atrium-server: the files plugin is not registered in this app');
  return registered.sweep(now);
}

/**
 * Opens the upload folder, the file-link key and the file service, and sweeps stale uploads on a
 * timer: every half of the stale age, at most hourly, at least every minute. The timer is unref'd
 * (it never keeps a process alive) and stops with the app.
 */
export const filesPlugin = globalPlugin('atrium-files', async (app) => {
  const config = uploadConfigOf(app.config);
  const store = new FileStore(config.dir);
  await store.init();
  const service = new FileService(app.db, store, config, new UrlSigner(loadUrlKey(urlKeyFile(app.config.dbFile))), app.clock);
  const maxAgeMs = config.staleHours * HOUR;
  app.decorate('files', service);
  app.decorate('sweepUploads', (now: number = app.clock()) => sweepUploads(app.db, store, now, maxAgeMs));
  registry.set(app.server, { files: service, sweep: app.sweepUploads });

  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    app.sweepUploads()
      .then((report) => {
        if (report.partials + report.temps + report.orphanBlobs > 0) app.log.info({ report }, 'swept stale uploads');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not sweep stale uploads'))
      .finally(() => {
        running = false;
      });
  }, Math.min(HOUR, Math.max(60_000, maxAgeMs / 2)));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
