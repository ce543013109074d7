import type { FastifyInstance } from 'fastify';
import { unzipSync, strFromU8 } from 'fflate';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { relatedModule, richModule } from './test-fixtures';
import { generatorRoutes } from './routes';
import { visualdevRoutes } from '../visualdev/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [generatorRoutes, visualdevRoutes];

const BASE = '/api/visualdev/Base';
const GEN = '/api/visualdev/Generater';

interface Preview {
  source: 'released' | 'draft';
  version: number | null;
  folder: string;
  list: { folderName: string; fileName: string; fileContent: string }[];
}

let app: FastifyInstance;
let admin: string;
/** The module the rich module's related-form field links to. */
let related: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  related = await relatedModule(app, admin);
});
afterAll(() => closeTestApp(app));

async function createModule(body = richModule(related)): Promise<{ id: string; enCode: string; body: Record<string, unknown> }> {
  const created = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body });
  if (created.code !== 200) throw new Error(created.msg);
  return { id: created.data.id, enCode: String(body.enCode), body };
}

describe('/api/visualdev/Generater', () => {
  it('lists the areas a module can be generated for', async () => {
    const areas = await call<string[]>(app, 'GET', `${GEN}/AreasName`, { token: admin });
    expect(areas.code).toBe(200);
    expect(areas.data).toEqual(expect.arrayContaining(['extend', 'onlineDev', 'generator']));
  });

  it('previews the draft of a module never released, then the released version, not a later draft', async () => {
    const { id, enCode, body } = await createModule();
    const draft = await call<Preview>(app, 'POST', `${GEN}/${id}/Actions/CodePreview`, { token: admin, body: {} });
    expect(draft).toMatchObject({ code: 200, data: { source: 'draft', version: null } });
    const names = draft.data.list.map((file) => [file.folderName, file.fileName].filter(Boolean).join('/'));
    const stem = enCode.charAt(0).toUpperCase() + enCode.slice(1);
    expect(names).toEqual(expect.arrayContaining(['README.md', 'src/types.ts', 'src/api.ts', `src/${stem}ListPage.tsx`, `src/${stem}FormDialog.tsx`, 'src/parcel.tsx', 'src/locales/zhtw.ts']));
    const api = draft.data.list.find((file) => file.fileName === 'api.ts')?.fileContent ?? '';
    expect(api).toContain(`export const MODULE_ID = ${JSON.stringify(id)};`);
    expect(api).toContain('/api/visualdev/OnlineDev/');
    expect(draft.data.list.find((file) => file.fileName === 'types.ts')?.fileContent).toMatch(/lines: \w+LinesRow\[\];/);

    expect((await call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: {} })).code).toBe(200);
    // A later draft with a new field: the preview stays on what is released.
    const form = JSON.parse(String(body.formData)) as { fields: unknown[] };
    form.fields.push({ __vModel__: 'draftOnly', __config__: { jnpfKey: 'comInput', label: '草稿字段' } });
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: { ...body, formData: JSON.stringify(form) } })).code).toBe(200);
    const released = await call<Preview>(app, 'POST', `${GEN}/${id}/Actions/CodePreview`, { token: admin });
    expect(released.data).toMatchObject({ source: 'released', version: 1 });
    expect(released.data.list.find((file) => file.fileName === 'types.ts')?.fileContent).not.toContain('draftOnly');
    expect(released.data.list.find((file) => file.fileName === 'README.md')?.fileContent).toContain('released version 1');
  });

  it('downloads the same files as a zip named after the module, RFC 5987 encoded', async () => {
    const { id, enCode } = await createModule();
    const preview = await call<Preview>(app, 'POST', `${GEN}/${id}/Actions/CodePreview`, { token: admin, body: { module: 'onlineDev' } });
    const response = await app.inject({ method: 'POST', url: `${GEN}/${id}/Actions/DownloadCode`, headers: { authorization: admin }, payload: { module: 'onlineDev' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const folder = preview.data.folder;
    expect(folder).toBe(enCode);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${'_'.repeat(3)}-${folder}.zip"; filename*=UTF-8''${encodeURIComponent(`综合单-${folder}.zip`)}`,
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    const expected = preview.data.list.map((file) => [folder, file.folderName, file.fileName].filter(Boolean).join('/'));
    expect(Object.keys(entries).sort()).toEqual(expected.sort());
    const readme = strFromU8(entries[`${folder}/README.md`] as Uint8Array);
    expect(readme).toContain(`'onlineDev/${folder}'`);
  });

  it('is for administrators only, on every call', async () => {
    const { id } = await createModule();
    const staff = await signIn(app, 'zhangsan');
    for (const [method, url] of [['GET', `${GEN}/AreasName`], ['POST', `${GEN}/${id}/Actions/CodePreview`], ['POST', `${GEN}/${id}/Actions/DownloadCode`]] as const) {
      const answer = await call(app, method, url, { token: staff });
      expect(answer).toMatchObject({ code: 403, msg: '暂无权限：仅超级管理员可执行此操作' });
    }
    expect((await call(app, 'GET', `${GEN}/AreasName`)).code).not.toBe(200);
  });

  it('refuses an unknown module, an unknown area and a module without fields', async () => {
    expect((await call(app, 'POST', `${GEN}/nope/Actions/CodePreview`, { token: admin })).code).toBe(404);
    const { id } = await createModule();
    const area = await call(app, 'POST', `${GEN}/${id}/Actions/CodePreview`, { token: admin, body: { module: '../etc' } });
    expect(area.code).toBe(400);
    expect(area.msg).toContain('extend');
    const empty = await createModule({ fullName: '空', enCode: `empty${Date.now()}`, category: '人事', type: 1, formData: null, columnData: null, tables: '[]' });
    const refused = await call(app, 'POST', `${GEN}/${empty.id}/Actions/DownloadCode`, { token: admin });
    expect(refused).toMatchObject({ code: 400, msg: '表单没有可保存的字段，请先设计表单' });
  });
});

describe('the generated api.ts contract', () => {
  it('a new record as the generated form builds it is accepted by the runtime it calls, and read back', async () => {
    const { id } = await createModule();
    expect((await call(app, 'POST', `${BASE}/${id}/Actions/Release`, { token: admin, body: {} })).code).toBe(200);
    const preview = await call<Preview>(app, 'POST', `${GEN}/${id}/Actions/CodePreview`, { token: admin });
    const types = preview.data.list.find((file) => file.fileName === 'types.ts')?.fileContent ?? '';
    // The generated empty record (types.ts), read back from its source: '' | null | 0 | [] per field.
    const emptyOf = (fn: string): Record<string, unknown> => {
      const body = new RegExp(`export function ${fn}\\(\\)[^{]*\\{\\s*return \\{([^}]*)\\};`).exec(types)?.[1] ?? '';
      return Object.fromEntries([...body.matchAll(/(\w+): ('[^']*'|null|0|\[\]),/g)].map(([, name, value]) => [name, value === "''" ? '' : JSON.parse(value as string)]));
    };
    const stem = /export function (empty\w+)\(\): \w+Record/.exec(types)?.[1] as string;
    const rowStem = /export function (empty\w+LinesRow)\(\)/.exec(types)?.[1] as string;
    const record = emptyOf(stem);
    expect(Object.keys(record)).toEqual(expect.arrayContaining(['title', 'days', 'period', 'lines', 'code', 'createdAt']));
    const adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    const filled = {
      ...record,
      title: '生成的表单',
      days: 2,
      startDate: Date.UTC(2026, 0, 5),
      approver: adminId,
      lines: [{ ...emptyOf(rowStem), item: '车费', amount: 12.5, qty: 2 }],
    };
    const created = await call(app, 'POST', `/api/visualdev/OnlineDev/${id}`, { token: admin, body: filled });
    expect(created).toMatchObject({ code: 200 });
    const list = await call<{ list: { id: string; title?: string }[] }>(app, 'POST', `/api/visualdev/OnlineDev/${id}/List`, {
      token: admin, body: { keyword: '', currentPage: 1, pageSize: 20, sidx: 'createdAt', sort: 'desc', json: '{}' },
    });
    expect(list.data.list).toHaveLength(1);
    const read = await call<{ id: string; data: string }>(app, 'GET', `/api/visualdev/OnlineDev/${id}/${list.data.list[0]!.id}`, { token: admin });
    const values = (typeof read.data.data === 'string' ? JSON.parse(read.data.data) : read.data) as Record<string, unknown>;
    expect(values).toMatchObject({ title: '生成的表单', days: 2, total: 25 });
    expect(values.lines).toEqual([expect.objectContaining({ item: '车费', amount: 12.5, qty: 2, subtotal: 25 })]);
  });
});
