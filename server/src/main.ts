import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import type { SeedReport } from './db/seed';
import { redactSocketUrl } from './socket/origin';

function signInHelp(config: AppConfig, report: SeedReport, url: string): string {
  const lines = [`Atrium is running at ${url}`, `Accounts: ${report.accounts.join(', ')} (admin is the administrator)`];
  if (report.generatedPassword !== null) {
    lines.push(
      `Password of every account: ${report.generatedPassword}`,
      'It was generated for this new database and is shown only this once: note it now.',
    );
  } else if (config.seedPassword !== null) {
    lines.push('Password: the one you set in ATRIUM_SEED_PASSWORD when this database was created.');
  } else {
    lines.push('Password: the one printed when this database was first created (set ATRIUM_SEED_PASSWORD before the first start to choose it).');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    config,
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      // Socket tickets travel in the path; no log line ever holds one.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: redactSocketUrl(request.url), ip: request.ip }),
      },
    },
  });
  const close = (signal: string): void => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(`\n${signInHelp(config, app.seedReport, `http://${shownHost}:${config.port}/`)}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`atrium-server: failed to start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
