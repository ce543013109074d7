// The database file of the server the running test talks to: the run's shared server, or the
// private server of a spec that changes what every user sees (private-server.ts sets it for each
// of its tests). Specs that write to the database directly (permission-seed.ts) or run the admin
// command line on it (lockout) ask here, so they write where their server reads.
import path from 'node:path';

let privateDatabase: string | null = null;

export function runDatabase(): string {
  if (privateDatabase) return privateDatabase;
  const dir = process.env.ATRIUM_E2E_DIR;
  if (!dir) throw new Error('ATRIUM_E2E_DIR is not set: run e2e through playwright.config.ts');
  return path.join(dir, 'atrium.db');
}

/** For the duration of one test (private-server.ts): `null` gives the shared server's back. */
export function useDatabase(file: string | null): void {
  privateDatabase = file;
}
