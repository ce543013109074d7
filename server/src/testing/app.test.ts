// buildTestApp's `routes`: a server with only the listed API route plugins (and those the helpers
// call), every cross-cutting plugin still in place. Without the option: every route.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onlineUserRoutes } from '../routes/online-users/routes';
import { buildTestApp, call, closeTestApp, signIn } from '.';

const apiUrls = (urls: readonly { url: string }[]): string[] => [...new Set(urls.map((route) => route.url).filter((url) => url.startsWith('/api/')))];

describe('buildTestApp with routes', () => {
  it('registers the listed route plugins, sign-in and socket tickets, and nothing else of the API', async () => {
    const app = await buildTestApp({ routes: [onlineUserRoutes] });
    try {
      const urls = apiUrls(app.routeTable);
      const outside = urls.filter((url) => !url.startsWith('/api/oauth/') && !url.startsWith('/api/system/OnlineUser'));
      expect(outside).toEqual([]);
      expect(urls).toEqual(expect.arrayContaining(['/api/oauth/Login', '/api/oauth/SocketTicket', '/api/system/OnlineUser']));
      // Left out: answers as an unknown path does.
      const admin = await signIn(app, 'admin');
      expect((await call(app, 'GET', '/api/permission/Users', { token: admin })).code).toBe(404);
      // The cross-cutting plugins are all there: authentication, the database, the socket hub, the file store.
      expect((await call(app, 'GET', '/api/system/OnlineUser')).code).toBe(602);
      expect((await call(app, 'GET', '/api/system/OnlineUser', { token: admin })).code).toBe(200);
      expect(app.hub.size).toBe(0);
    } finally {
      await closeTestApp(app);
    }
  });

  it('registers every route without it', async () => {
    const app = await buildTestApp();
    try {
      const urls = apiUrls(app.routeTable);
      expect(urls).toEqual(expect.arrayContaining(['/api/oauth/Login', '/api/system/OnlineUser', '/api/permission/Users', '/api/workflow/Engine/FlowTask']));
      expect(urls.length).toBeGreaterThan(200);
    } finally {
      await closeTestApp(app);
    }
  });
});

describe('buildTestApp on a server that cannot start', () => {
  it('leaves no temp folder behind', async () => {
    // A temp folder of this test's own shows what is left (jest's process.env is not the one os.tmpdir reads).
    const parent = mkdtempSync(path.join(os.tmpdir(), 'atrium-test-app-'));
    const tmpdir = jest.spyOn(os, 'tmpdir').mockReturnValue(parent);
    try {
      // The database's folder cannot be made: a file holds its name.
      writeFileSync(path.join(parent, 'data'), 'a file, not a folder');
      await expect(buildTestApp({ routes: [], config: { dbFile: path.join(parent, 'data', 'atrium.db') } })).rejects.toThrow(/EEXIST|ENOTDIR/);
      expect(tmpdir).toHaveBeenCalled();
      expect(readdirSync(parent)).toEqual(['data']);
    } finally {
      tmpdir.mockRestore();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
