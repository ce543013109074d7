// What `npm start` tells the person who started it: where the portal is, how to sign in, and,
// on a first start, the generated password, saved before anything can go wrong with the port.
import { existsSync, writeFileSync } from 'node:fs';
import type { AppConfig } from './config';
import type { SeedReport } from './db/seed';

/** Where the first start keeps the generated password: next to the database, readable by its owner only. */
export function passwordFileOf(config: AppConfig): string {
  return `${config.dbFile}.password`;
}

/**
 * Saves the password a new database was seeded with (mode 0600), before the server listens: a
 * port that turns out to be taken must not lose it. Returns the file, or null when there was none.
 */
export function saveGeneratedPassword(config: AppConfig, report: SeedReport): string | null {
  if (report.generatedPassword === null) return null;
  const file = passwordFileOf(config);
  writeFileSync(
    file,
    `Password of every seeded account (${report.accounts.join(', ')}) of ${config.dbFile}:\n${report.generatedPassword}\n` +
      'Delete this file once you have changed the passwords or noted this one.\n',
    { mode: 0o600 },
  );
  return file;
}

export function signInHelp(config: AppConfig, report: SeedReport, url: string, passwordFile: string | null): string {
  const lines = [`Atrium is running at ${url}`, `Accounts: ${report.accounts.join(', ')} (admin is the administrator)`];
  if (report.generatedPassword !== null) {
    lines.push(
      `Password of every account: ${report.generatedPassword}`,
      `It was generated for this new database and saved in ${passwordFile ?? passwordFileOf(config)} (readable by you only).`,
    );
  } else if (config.seedPassword !== null) {
    lines.push('Password: the one you set in ATRIUM_SEED_PASSWORD when this database was created.');
  } else if (existsSync(passwordFileOf(config))) {
    lines.push(`Password: the one generated on the first start, saved in ${passwordFileOf(config)}.`);
  } else {
    lines.push('Password: the one printed when this database was first created (set ATRIUM_SEED_PASSWORD before the first start to choose it).');
  }
  lines.push('Forgotten or locked out? On this machine: npm run admin -- reset-password <account> (or: unlock <account>).');
  return lines.join('\n');
}

/** One line for the errors a user can fix without reading a stack trace; null for the others. */
export function listenFailure(error: unknown, config: AppConfig): string | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
  if (code === 'EADDRINUSE') {
    return `atrium-server: port ${config.port} is already in use on ${config.host}; start with another one, e.g. PORT=${config.port + 1} npm run serve`;
  }
  if (code === 'EACCES') {
    return `atrium-server: not allowed to listen on port ${config.port}; set PORT to a port above 1023, e.g. PORT=3000`;
  }
  if (code === 'EADDRNOTAVAIL') return `atrium-server: HOST=${config.host} is not an address of this machine; set HOST (e.g. HOST=127.0.0.1)`;
  return null;
}
