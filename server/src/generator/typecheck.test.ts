/** @slow about 7 s (a TypeScript compile) in a small file: run it early on a clean clone (scripts/jest-sequencer.js) */
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../testing';
import { relatedModule, richModule } from '../routes/generator/test-fixtures';
import { compileGenerated } from './compile-check';
import type { GeneratedFile } from './generate';
import { generatorRoutes } from '../routes/generator/routes';
import { visualdevRoutes } from '../routes/visualdev/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [generatorRoutes, visualdevRoutes];

// The generated code type-checks: a rich model (every stored kind, layout kinds, a sub-table) and a
// hostile one (labels and messages written to break out of strings) are generated through the API
// and compiled with strict TypeScript against this repository's shared modules.

let app: FastifyInstance;
let admin: string;
let related: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  related = await relatedModule(app, admin);
});
afterAll(() => closeTestApp(app));

async function generated(body: Record<string, unknown>): Promise<GeneratedFile[]> {
  const created = await call<{ id: string }>(app, 'POST', '/api/visualdev/Base', { token: admin, body });
  expect(created.msg).toBe('新建成功');
  const preview = await call<{ list: GeneratedFile[] }>(app, 'POST', `/api/visualdev/Generater/${created.data.id}/Actions/CodePreview`, { token: admin, body: {} });
  expect(preview.code).toBe(200);
  return preview.data.list;
}

it('compiles the code generated from a model of every field kind with a sub-table, with no diagnostics', async () => {
  const files = await generated(richModule(related));
  const result = compileGenerated(files);
  expect(result.diagnostics).toEqual([]);
}, 180_000);

it('reports what is wrong in generated code (the check itself works)', async () => {
  const files = await generated(richModule(related));
  const broken = files.map((file) => (file.fileName === 'types.ts' ? { ...file, fileContent: `${file.fileContent}\nexport const wrong: number = 'text';\n` } : file));
  const withTypo = broken.map((file) => (file.fileName.endsWith('ListPage.tsx') ? { ...file, fileContent: file.fileContent.replace("t('list.actions')", "t(list.actions)") } : file));
  const { diagnostics } = compileGenerated(withTypo);
  expect(diagnostics).toEqual(expect.arrayContaining([
    expect.stringMatching(/types\.ts.*TS2322/),
    expect.stringMatching(/ListPage\.tsx.*TS2304: Cannot find name 'list'|ListPage\.tsx.*TS2339/),
  ]));
}, 180_000);
