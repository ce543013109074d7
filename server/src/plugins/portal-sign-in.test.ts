// On /login, index.html carries the sign-in form as plain HTML in the browser's language.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp } from '../testing';
import { contentSecurityPolicy } from './security-headers';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function writeDist(file: string, content: string): void {
  const full = path.join(app.config.distDir, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const INDEX = '<!doctype html><head><!--atrium:preload--></head><body><!--atrium:boot--><div id="atrium-boot">Atrium…</div><!--/atrium:boot--><div id="atrium-root"></div></body>';
const FORM = (language: string) => `<form id="atrium-static-sign-in">${language}<svg data-icon="eye"><path d="M0 0"/></svg></form>`;

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

it('puts the form in the browser language in place of the boot placeholder on /login, as built', async () => {
  const response = await get('/login?redirect=%2Fbasic%2Fdashboard', { 'accept-language': 'en-US,en;q=0.9' });
  expect(response.body).toContain('<div id="atrium-boot"><form id="atrium-static-sign-in">English');
  expect(response.body).not.toContain('Atrium…');
  expect(response.body).not.toContain('atrium:boot');
  expect(response.body).toContain(`<div id="atrium-boot">${FORM('English')}</div>`);
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

it('uses the same boot container as the shell', () => {
  const markers = readFileSync(path.join(__dirname, '..', '..', '..', 'mf-shell', 'src', 'login', 'static', 'markers.ts'), 'utf8');
  expect(markers).toContain("BOOT_ID = 'atrium-boot'");
});
