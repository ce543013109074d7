// On /login, index.html carries the sign-in form as plain HTML in the browser's language.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp } from '../testing';
import { contentSecurityPolicy } from './security-headers';
import { eyeIconUrl } from './portal-sign-in';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function writeDist(file: string, content: string): void {
  const full = path.join(app.config.distDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const INDEX = '<!doctype html><head><!--atrium:preload--></head><body><!--atrium:boot--><div id="atrium-boot">Atrium…</div><!--/atrium:boot--><div id="atrium-root"></div></body>';
const FORM = (language: string) => `<form id="atrium-static-sign-in">${language}<span style="mask:url(&quot;%ATRIUM_EYE_ICON%&quot;)"></span></form>`;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
  writeDist('index.html', INDEX);
  writeDist('sign-in/zh.html', FORM('简体'));
  writeDist('sign-in/en.html', FORM('English'));
  writeFileSync(app.config.importMapFile, JSON.stringify({ imports: { '@atrium/shoelace': '/assets/shoelace/atrium-shoelace.12345678.js' } }));
  // The server serves the map it has taken in (src/deploy), not the file as such: take it now
  // rather than wait for the watcher.
  await app.deploy.syncFromFile();
});

afterAll(async () => {
  await closeTestApp(app);
});

it('puts the form in the browser language in place of the boot placeholder on /login, with the icon from the import map', async () => {
  const response = await get('/login?redirect=%2Fbasic%2Fdashboard', { 'accept-language': 'en-US,en;q=0.9' });
  expect(response.body).toContain('<div id="atrium-boot"><form id="atrium-static-sign-in">English');
  expect(response.body).not.toContain('Atrium…');
  expect(response.body).not.toContain('atrium:boot');
  expect(response.body).toContain('mask:url(&quot;/assets/shoelace/assets/icons/eye.svg&quot;)');
  // Still no script of its own: the page's policy is unchanged.
  expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy(app.config));
  expect((await get('/login')).body).toContain('简体');
});

it('leaves every other route with the plain boot placeholder', async () => {
  for (const url of ['/', '/basic/dashboard', '/login/other', '/sso']) {
    const body = (await get(url)).body;
    expect(body).toContain('Atrium…');
    expect(body).not.toContain('atrium-static-sign-in');
  }
});

it('serves the page unchanged when the build has no form for the language', async () => {
  const body = (await get('/login', { 'accept-language': 'zh-TW' })).body;
  expect(body).toContain('Atrium…');
});

it('finds the icon next to @atrium/shoelace wherever the map puts it', () => {
  expect(eyeIconUrl({ '@atrium/shoelace': '/assets/shoelace/atrium-shoelace.1.js' })).toBe('/assets/shoelace/assets/icons/eye.svg');
  expect(eyeIconUrl({ '@atrium/shoelace': 'https://cdn.example.com/sl/x.js' })).toBe('https://cdn.example.com/sl/assets/icons/eye.svg');
  expect(eyeIconUrl({})).toBe('');
});

it('uses the same placeholder as the shell writes', () => {
  const markers = readFileSync(path.join(__dirname, '..', '..', '..', 'mf-shell', 'src', 'login', 'static', 'markers.ts'), 'utf8');
  expect(markers).toContain("'%ATRIUM_EYE_ICON%'");
  expect(markers).toContain("BOOT_ID = 'atrium-boot'");
});
