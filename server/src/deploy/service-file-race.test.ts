// The file sync against another process's deploy landing between its two reads (issue 13: "nothing
// is lost, also across two processes"). The sync reads the latest revision and import-map.json; if
// it read the file first, a CLI deploy committing in between made the old file look like a hand
// edit of the new revision, and the sync applied it: the CLI's deploy was silently reverted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../db/connection';
import { migrate } from '../db/migrate';
import { writeFakeBuild } from '../testing/deploy';
import { mapText, withModule, type ImportMap } from './import-map';
import * as mapFileModule from './map-file';
import { insertRevision, latestRevision } from './repository';
import { DeployService } from './service';

jest.mock('./map-file', () => {
  const actual = jest.requireActual<typeof import('./map-file')>('./map-file');
  return { ...actual, readTextIfPresent: jest.fn(actual.readTextIfPresent) };
});

const actualRead = jest.requireActual<typeof import('./map-file')>('./map-file').readTextIfPresent;
const mockedRead = jest.mocked(mapFileModule.readTextIfPresent);

let dir: string;
let db: Db;
let other: Db;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-deploy-race-'));
  db = openDatabase(path.join(dir, 'atrium.db'), 'NORMAL');
  other = openDatabase(path.join(dir, 'atrium.db'), 'NORMAL');
  migrate(db);
});

afterEach(() => {
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('a deploy of another process committed while the server looks at the file is kept, not reverted', async () => {
  const mapFile = path.join(dir, 'import-map.json');
  const { dist, imports } = writeFakeBuild(path.join(dir, 'dist'), mapFile);
  const service = new DeployService({ db, distDir: path.join(dir, 'dist'), importMapFile: mapFile, allowedOrigins: [], clock: Date.now });
  expect(await service.syncFromFile()).toEqual({ kind: 'applied', version: 1 });

  // The other process (npm run deploy) commits version 2 and replaces the file, as its apply() does,
  // right after the server has read import-map.json (still version 1).
  const build = dist.buildMf('mf-message', { marker: 'cli' });
  const cliMap: ImportMap = withModule({ imports }, '@atrium/mf-message', build.url);
  mockedRead.mockImplementationOnce((file) => {
    const text = actualRead(file);
    other.transaction(() => {
      insertRevision(other, {
        version: 2, createdAt: Date.now(), author: 'cli:ops', source: 'cli', mapJson: JSON.stringify(cliMap), note: null,
        changes: [{ module: '@atrium/mf-message', from: imports['@atrium/mf-message'] ?? null, to: build.url, size: null, integrity: null }],
      });
      mapFileModule.writeFileAtomic(mapFile, mapText(cliMap));
    })();
    return text;
  });

  await service.syncFromFile();
  // The watcher's next look (the CLI's rename) adopts version 2.
  await service.syncFromFile();
  expect(latestRevision(db)).toMatchObject({ version: 2, source: 'cli' });
  expect(service.current()).toMatchObject({ version: 2, map: cliMap });
});
