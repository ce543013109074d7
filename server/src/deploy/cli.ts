import { existsSync, readFileSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { isDeployRefused } from './checks';
import { parseBuildManifest } from './manifest';
import { listRevisions } from './repository';
import { DeployService } from './service';

const USAGE = `Usage:
  npm run deploy -- <module> <url | built folder> [--integrity sha384-…] [--if-match <version>]
  npm run deploy -- --history [module]
  npm run deploy -- --rollback [version] [--if-match <version>]

<module> is a name of the import map (@atrium/mf-message, or mf-message for short).
A built folder is what \`npm run build:mf -- <package>\` printed (dist/assets/<package>/<hash>):
its manifest.json gives the entry URL and its integrity.
--rollback without a version restores the one before the current; a rollback is a new version.
--if-match refuses the change unless the map is still at that version.

Works on the database of ATRIUM_DB (default data/atrium.db) and import-map.json directly, with or
without the server running; a running server notices the new file and tells every open portal.`;

/** An operator-facing failure: one line on stderr and the exit status, no stack trace. */
export class DeployCliError extends Error {
  constructor(message: string, readonly exitCode: number) {
    super(message);
    this.name = 'DeployCliError';
  }
}

export interface DeployCliOptions {
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  /** The OS account named in the revision's author (cli:<user>). */
  user?: string;
  now?: () => number;
}

interface Parsed {
  positional: string[];
  history: boolean;
  rollback: boolean;
  ifMatch: number | null;
  integrity: string | null;
}

function parseArgs(args: readonly string[]): Parsed {
  const parsed: Parsed = { positional: [], history: false, rollback: false, ifMatch: null, integrity: null };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const valueOf = (name: string): string => {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) throw new DeployCliError(`atrium-deploy: ${name} needs a value\n\n${USAGE}`, 2);
      index += 1;
      return value;
    };
    if (arg === '--history') parsed.history = true;
    else if (arg === '--rollback') parsed.rollback = true;
    else if (arg === '--if-match') {
      const value = valueOf('--if-match').replace(/^"|"$/g, '');
      if (!/^\d{1,9}$/.test(value)) throw new DeployCliError(`atrium-deploy: --if-match needs a version number, got "${value}"`, 2);
      parsed.ifMatch = Number(value);
    } else if (arg === '--integrity') parsed.integrity = valueOf('--integrity');
    else if (arg.startsWith('--')) throw new DeployCliError(`atrium-deploy: unknown option "${arg}"\n\n${USAGE}`, 2);
    else parsed.positional.push(arg);
  }
  if (parsed.history && parsed.rollback) throw new DeployCliError(`atrium-deploy: --history and --rollback do not go together\n\n${USAGE}`, 2);
  return parsed;
}

/** A built folder → its entry URL and integrity, from the manifest.json build:mf wrote there. */
function fromFolder(folder: string): { url: string; integrity: string; module: string } {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file)) throw new DeployCliError(`atrium-deploy: ${folder} has no manifest.json; build it with npm run build:mf -- <package>`, 1);
  const manifest = (() => {
    try {
      return parseBuildManifest(readFileSync(file, 'utf8'), file);
    } catch (error) {
      throw new DeployCliError(`atrium-deploy: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
  })();
  if (manifest === null) throw new DeployCliError(`atrium-deploy: ${file} names no entry; it is not the manifest of a build`, 1);
  return { url: manifest.entry, integrity: manifest.integrity, module: manifest.module };
}

const isFolder = (value: string): boolean => {
  try {
    return statSync(value).isDirectory();
  } catch {
    return false;
  }
};

const when = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/** Runs one command, printing through `out`. Throws DeployCliError for refusals and the operator's mistakes. */
export async function runDeployCli(args: readonly string[], options: DeployCliOptions = {}): Promise<void> {
  const out = options.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    out(USAGE);
    return;
  }
  const parsed = parseArgs(args);
  const config = loadConfig(options.env ?? process.env);
  // Never create an empty database by mistake: the revisions live in the server's.
  if (!existsSync(config.dbFile)) throw new DeployCliError(`atrium-deploy: no database at ${config.dbFile} (start the server once, or set ATRIUM_DB to its database file)`, 1);
  const db = openDatabase(config.dbFile);
  const author = `cli:${options.user ?? userInfo().username}`;
  try {
    migrate(db);
    const service = new DeployService({
      db, distDir: config.distDir, importMapFile: config.importMapFile, allowedOrigins: config.deployOrigins ?? [], clock: options.now ?? Date.now,
    });
    // The file first: a new database takes it as version 1; a hand edit is validated before anything else.
    const synced = await service.syncFromFile();
    if (synced.kind === 'refused') out(`Note: import-map.json holds an edit that was refused (${synced.check}): ${synced.message}`);
    if (synced.kind === 'applied') out(`import-map.json was taken as version ${synced.version}.`);

    if (parsed.history) {
      if (parsed.positional.length > 1) throw new DeployCliError(`atrium-deploy: --history takes at most one module\n\n${USAGE}`, 2);
      const module = parsed.positional[0] ? moduleName(parsed.positional[0], service) : null;
      const { list, total } = listRevisions(db, { module, offset: 0, limit: 50 });
      if (list.length === 0) out(module ? `No version changed ${module}.` : 'No versions yet.');
      for (const revision of list) {
        out(`v${revision.version}  ${when(revision.createdAt)}  ${revision.author}  (${revision.source})${revision.note ? `  ${revision.note}` : ''}`);
        const shown = module ? revision.changes.filter((change) => change.module === module) : revision.changes;
        for (const change of shown.slice(0, 30)) out(`    ${change.module}: ${change.from ?? '(new)'} -> ${change.to ?? '(removed)'}`);
        if (shown.length > 30) out(`    … and ${shown.length - 30} more`);
      }
      if (total > list.length) out(`(${total - list.length} older version(s) not shown)`);
      return;
    }

    try {
      if (parsed.rollback) {
        if (parsed.positional.length > 1) throw new DeployCliError(`atrium-deploy: --rollback takes at most one version\n\n${USAGE}`, 2);
        const raw = parsed.positional[0];
        if (raw !== undefined && !/^\d{1,9}$/.test(raw)) throw new DeployCliError(`atrium-deploy: "${raw}" is not a version number`, 2);
        const { version } = await service.rollback({ version: raw === undefined ? null : Number(raw), ifMatch: parsed.ifMatch, author });
        out(`Rolled back: the import map is now version ${version} (${raw === undefined ? 'the version before the last' : `the map of version ${raw}`}).`);
        return;
      }
      if (parsed.positional.length !== 2) throw new DeployCliError(`atrium-deploy: give a module and a URL or built folder\n\n${USAGE}`, 2);
      const [moduleArg = '', target = ''] = parsed.positional;
      const module = moduleName(moduleArg, service);
      const built = isFolder(target) ? fromFolder(target) : null;
      const url = built?.url ?? target;
      const { version } = await service.deploy({ module, url, integrity: parsed.integrity ?? built?.integrity ?? null, ifMatch: parsed.ifMatch, author, source: 'cli' });
      out(`Deployed ${module} -> ${url}: the import map is now version ${version}.`);
    } catch (error) {
      if (isDeployRefused(error)) throw new DeployCliError(`atrium-deploy: refused (${error.check}), nothing changed: ${error.message}`, 1);
      throw error;
    }
  } finally {
    db.close();
  }
}

/** `mf-message` → `@atrium/mf-message` when the map has that name and not the short one. */
function moduleName(value: string, service: DeployService): string {
  const imports = service.current()?.map.imports ?? {};
  if (!(value in imports) && !value.includes('/') && `@atrium/${value}` in imports) return `@atrium/${value}`;
  return value;
}

// `npm run deploy -- …` runs this file (like `npm run admin`, with tsx and the @atrium/source condition).
if (require.main === module) {
  // `npm run deploy -- --history | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  runDeployCli(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof DeployCliError) {
      process.stderr.write(`${error.message}\n`);
      process.exitCode = error.exitCode;
      return;
    }
    process.stderr.write(`atrium-deploy: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
