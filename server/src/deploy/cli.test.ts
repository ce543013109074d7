import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { writeFakeBuild, type FakeDist } from '../testing/deploy';
import { DeployCliError, runDeployCli } from './cli';
import { latestRevision } from './repository';

let dir: string;
let env: NodeJS.ProcessEnv;
let dist: FakeDist;
let imports: Record<string, string>;
let lines: string[];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-deploy-cli-'));
  env = { ATRIUM_DB: path.join(dir, 'atrium.db'), ATRIUM_DIST: path.join(dir, 'dist'), ATRIUM_IMPORT_MAP: path.join(dir, 'import-map.json') };
  const db = openDatabase(env.ATRIUM_DB!, 'NORMAL');
  migrate(db);
  db.close();
  ({ dist, imports } = writeFakeBuild(env.ATRIUM_DIST!, env.ATRIUM_IMPORT_MAP!));
  lines = [];
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const run = (...args: string[]) => runDeployCli(args, { env, out: (line) => lines.push(line), user: 'ops' });
const mapOnDisk = () => (JSON.parse(readFileSync(env.ATRIUM_IMPORT_MAP!, 'utf8')) as { imports: Record<string, string> }).imports;
const latest = () => {
  const db = openDatabase(env.ATRIUM_DB!, 'NORMAL');
  try {
    return latestRevision(db);
  } finally {
    db.close();
  }
};

async function failure(promise: Promise<void>): Promise<DeployCliError> {
  const error: unknown = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof DeployCliError)) throw new Error(`expected a DeployCliError, got ${String(error)}`);
  return error;
}

it('deploys a built folder by its manifest, as cli:<user>, and lists it in the history', async () => {
  const build = dist.buildMf('mf-message');
  await run('mf-message', path.join(env.ATRIUM_DIST!, build.folder));
  expect(lines).toContain(`Deployed @atrium/mf-message -> ${build.url}: the import map is now version 2.`);
  expect(mapOnDisk()['@atrium/mf-message']).toBe(build.url);
  expect(latest()).toMatchObject({ version: 2, author: 'cli:ops', source: 'cli' });

  lines = [];
  await run('--history', '@atrium/mf-message');
  expect(lines[0]).toMatch(/^v2 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {2}cli:ops {2}\(cli\)$/);
  expect(lines[1]).toBe(`    @atrium/mf-message: ${imports['@atrium/mf-message']} -> ${build.url}`);
  expect(lines.some((line) => line.startsWith('v1 ') && line.includes('(build)'))).toBe(true);
});

it('rolls back to the version before, as a new version, and to a named one', async () => {
  await run('@atrium/mf-message', dist.buildMf('mf-message').url);
  await run('--rollback');
  expect(lines.at(-1)).toBe('Rolled back: the import map is now version 3 (the version before the last).');
  expect(mapOnDisk()).toEqual(imports);
  expect(latest()).toMatchObject({ version: 3, source: 'rollback', author: 'cli:ops' });
  await run('--rollback', '2', '--if-match', '3');
  expect(latest()).toMatchObject({ version: 4, note: 'rollback to version 2' });
});

it('refuses with the check name and exit status 1, changing nothing', async () => {
  const before = readFileSync(env.ATRIUM_IMPORT_MAP!, 'utf8');
  const missing = await failure(run('mf-message', '/assets/mf-message/none.12345678.js'));
  expect(missing).toMatchObject({ exitCode: 1, message: expect.stringMatching(/^atrium-deploy: refused \(reachable\), nothing changed/) });
  const stale = await failure(run('mf-message', dist.buildMf('mf-message').url, '--if-match', '7'));
  expect(stale.message).toMatch(/refused \(conflict\)/);
  const noVersion = await failure(run('--rollback', '42'));
  expect(noVersion.message).toMatch(/refused \(version\).*no version 42/);
  expect(readFileSync(env.ATRIUM_IMPORT_MAP!, 'utf8')).toBe(before);
  expect(latest()?.version).toBe(1);
});

it('explains its usage, and refuses unknown options and a missing database', async () => {
  await run('--help');
  expect(lines.join('\n')).toMatch(/npm run deploy -- --rollback \[version\]/);
  expect(await failure(run('--force'))).toMatchObject({ exitCode: 2 });
  expect(await failure(run('mf-message'))).toMatchObject({ exitCode: 2 });
  env.ATRIUM_DB = path.join(dir, 'nothing.db');
  expect((await failure(run('--history'))).message).toMatch(/no database at/);
});
