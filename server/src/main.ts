import { buildApp } from './app';
import { loadConfig } from './config';
import { redactSocketUrl } from './socket/origin';
import { listenFailure, saveGeneratedPassword, signInHelp } from './startup';

/** Waits until the logger has written what it holds (pino buffers when stdout is a pipe or file). */
function flushLog(log: object): Promise<void> {
  const flush = (log as { flush?: (done: (error?: Error) => void) => void }).flush;
  if (typeof flush !== 'function') return Promise.resolve();
  return new Promise((resolve) => flush.call(log, () => resolve()));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    config,
    // Compiling ~300 routes' validators and serializers up front made every start (and so every
    // restart's downtime) take 3–5 s on a quiet 2-core machine and 25–38 s on a loaded one
    // (measured with --cpu-prof: two thirds Ajv and fast-json-stringify). Each is compiled when
    // its route is first called instead, in a few ms. A malformed schema cannot reach a release:
    // the route-walk test builds the app eagerly and checks every schema against its meta-schema.
    lazySchemas: true,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      // Socket tickets travel in the path; no log line ever holds one.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactSocketUrl(request.url), ip: request.ip }),
      },
    },
  });
  // A new database was just seeded: its password is saved and shown before listening, so a
  // port that turns out to be taken cannot lose it.
  const passwordFile = saveGeneratedPassword(config, app.seedReport);
  if (app.seedReport.generatedPassword !== null) {
    process.stdout.write(`New database: the password of every seeded account is ${app.seedReport.generatedPassword} (saved in ${passwordFile})\n`);
  }
  const close = (signal: string): void => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error: unknown) {
    const line = listenFailure(error, config);
    if (line === null) throw error;
    process.stderr.write(`${line}\n`);
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // The last thing a start prints: after the build output and the server's start-up logs, which
  // pino may still hold in its buffer ("Server listening at …").
  await flushLog(app.log);
  process.stdout.write(`\n${signInHelp(config, app.seedReport, `http://${shownHost}:${config.port}/`, passwordFile)}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`atrium-server: failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
