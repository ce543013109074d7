// Issue 15, the remaining field kinds on the server: rich text, file and image uploads and the
// related-form link are checked on save (400 with the field named), stored, and answered in the
// detail, the list and the export.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { grantItem } from '../../testing/permission';
import { fileOfType, uploadFile } from '../../testing/uploads';
import { field, formDataOf, leaveModule, releasedModule } from './test-fixtures';
import { fileRoutes } from '../files/routes';
import { fileServeRoutes } from '../files/serve-routes';
import { uploadRoutes } from '../files/upload-routes';
import { visualdevRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [fileRoutes, fileServeRoutes, uploadRoutes, visualdevRoutes];

const ONLINE = '/api/visualdev/OnlineDev';

type Row = Record<string, unknown> & { id: string };

let app: FastifyInstance;
let admin: string;
let leave: { id: string };
let kinds: { id: string; menuId: string };
let leaveRecord: string;

const kindsFields = () => [
  field('comInput', 'title', '标题', { required: true }),
  field('editor', 'body', '正文'),
  field('uploadFz', 'attachments', '附件', {}, { limit: 2 }),
  field('uploadImg', 'photos', '照片'),
  field('relationForm', 'leaveRef', '关联请假', {}, { modelId: '', relationField: 'title' }),
  field('relationFormAttr', null, '请假天数', {}, { relationField: 'leaveRef', showField: 'days' }),
];

function kindsModule(leaveId: string) {
  const fields = kindsFields();
  (fields[4] as Record<string, unknown>).modelId = leaveId;
  const suffix = Math.floor(Math.random() * 1e9);
  return {
    fullName: '资料单',
    enCode: `kinds${suffix}`,
    category: '人事',
    type: 1,
    formData: formDataOf(fields),
    columnData: JSON.stringify({
      columnList: [
        { prop: 'title', label: '标题' }, { prop: 'body', label: '正文' }, { prop: 'attachments', label: '附件' }, { prop: 'leaveRef', label: '关联请假' },
      ],
      searchList: [], defaultSidx: '', sort: 'desc', hasPage: true, pageSize: 20, type: 1,
      btnsList: [{ value: 'add', label: '新增' }, { value: 'download', label: '导出' }], columnBtnsList: [{ value: 'edit', label: '编辑' }],
    }),
    tables: JSON.stringify([{ table: `kinds_${suffix}`, typeId: '1', fields: [] }]),
  };
}

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  leave = await releasedModule(app, admin, leaveModule());
  const created = await call<{ id: string }>(app, 'POST', `${ONLINE}/${leave.id}`, { token: admin, body: { title: '年假', days: 3 } });
  expect(created.code).toBe(200);
  leaveRecord = created.data.id;
  kinds = await releasedModule(app, admin, kindsModule(leave.id));
});
afterAll(() => closeTestApp(app));

/** A signed-in staff user whose role has the module's menu, its add and edit buttons and every form field. */
async function writerOf(menuId: string): Promise<string> {
  const code = createRole(app, []);
  const role = roleId(code);
  grantItem(app, 'Role', role, 'module', menuId);
  for (const button of ['btn_add', 'btn_edit']) {
    const { id } = app.db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?').get(menuId, button) as { id: string };
    grantItem(app, 'Role', role, 'button', id);
  }
  for (const { id } of app.db.prepare('SELECT id FROM module_forms WHERE module_id = ?').all(menuId) as { id: string }[]) grantItem(app, 'Role', role, 'form', id);
  const user = await createUser(app, { roles: [code] });
  return signIn(app, user.account, user.password);
}

const create = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(app, 'POST', `${ONLINE}/${kinds.id}`, { token, body });
const read = (id: string, token = admin) => call<Row>(app, 'GET', `${ONLINE}/${kinds.id}/${id}`, { token });

describe('upload fields', () => {
  it('store the files as [{name, fileId, url}] with the store’s names and sizes, never the client’s', async () => {
    const pdf = await uploadFile(app, admin, fileOfType('pdf', 2000), '合同.pdf');
    const png = await uploadFile(app, admin, fileOfType('png', 500), '照片.png');
    const saved = await create({
      title: '资料',
      attachments: [{ name: '改过的名字.exe', fileId: pdf.fileId, url: 'https://evil.example/x', fileSize: 1 }],
      photos: [{ name: '照片.png', fileId: png.fileId, url: png.url }],
    });
    expect(saved.code).toBe(200);
    const record = await read(saved.data.id);
    expect(record.data.attachments).toEqual([{ name: '合同.pdf', fileId: pdf.fileId, url: '', fileSize: 2000, fileExtension: 'pdf' }]);
    expect(record.data.photos).toEqual([expect.objectContaining({ name: '照片.png', fileId: png.fileId, url: '' })]);
  });

  it('refuse a missing file, another user’s file, more files than the limit and a non-image in an image field', async () => {
    const pdf = await uploadFile(app, admin, fileOfType('pdf', 1000), 'a.pdf');
    const missing = await create({ title: 'x', attachments: [{ name: '丢失.pdf', fileId: 'no-such-file' }] });
    expect(missing).toMatchObject({ code: 400, msg: '附件的文件“丢失.pdf”不存在或无权使用，请重新上传' });

    // A staff writer may attach their own uploads only; the administrator reads (and attaches) every file.
    const writer = await writerOf(kinds.menuId);
    const theirs = await uploadFile(app, admin, fileOfType('pdf', 900), '管理员的.pdf');
    expect(await create({ title: 'x', attachments: [{ name: '管理员的.pdf', fileId: theirs.fileId }] }, writer)).toMatchObject({ code: 400, msg: '附件的文件“管理员的.pdf”不存在或无权使用，请重新上传' });
    const own = await uploadFile(app, writer, fileOfType('pdf', 800), '自己的.pdf');
    expect((await create({ title: 'x', attachments: [{ name: '自己的.pdf', fileId: own.fileId }] }, writer)).code).toBe(200);

    const three = [pdf, pdf, pdf].map((file, index) => ({ name: `${index}.pdf`, fileId: `${file.fileId}${index === 0 ? '' : index}` }));
    expect(await create({ title: 'x', attachments: three })).toMatchObject({ code: 400, msg: '附件最多可以上传2个文件' });

    expect(await create({ title: 'x', photos: [{ name: 'a.pdf', fileId: pdf.fileId }] })).toMatchObject({ code: 400, msg: '照片只能上传图片，“a.pdf”不是图片' });
    expect(await create({ title: 'x', attachments: 'a.pdf' })).toMatchObject({ code: 400, msg: '附件的值类型不正确' });
    expect(await create({ title: 'x', attachments: [{ name: 'no id' }] })).toMatchObject({ code: 400, msg: '附件的值类型不正确' });
  });

  it('keep a file the record already held when someone else edits it, and list and export the file names', async () => {
    const pdf = await uploadFile(app, admin, fileOfType('pdf', 700), '保留.pdf');
    const saved = await create({ title: '保留', attachments: [{ name: '保留.pdf', fileId: pdf.fileId }] });
    // A staff editor who could not attach the administrator's file keeps it where the record held it.
    const editor = await writerOf(kinds.menuId);
    const stored = (await read(saved.data.id)).data.attachments;
    const updated = await call(app, 'PUT', `${ONLINE}/${kinds.id}/${saved.data.id}`, { token: editor, body: { title: '保留2', attachments: stored } });
    expect(updated.code).toBe(200);
    expect((await read(saved.data.id)).data.attachments).toEqual(stored);

    const exported = await call<{ url: string }>(app, 'POST', `${ONLINE}/${kinds.id}/Actions/Export`, { token: admin, body: { dataType: '1', selectKey: ['title', 'attachments', 'body', 'leaveRef'] } });
    expect(exported.code).toBe(200);
    const file = await app.inject({ method: 'GET', url: exported.data.url });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('保留.pdf');
  });
});

describe('files of records', () => {
  /** A staff user whose role has the module's menu (no buttons), or nothing at all. */
  async function readerOf(menuId: string | null): Promise<string> {
    const code = createRole(app, []);
    if (menuId) grantItem(app, 'Role', roleId(code), 'module', menuId);
    const user = await createUser(app, { roles: [code] });
    return signIn(app, user.account, user.password);
  }
  const preview = (fileId: string, token: string) => call<{ url: string }>(app, 'GET', `/api/file/Uploader/Preview?fileId=${encodeURIComponent(fileId)}`, { token });

  it('are readable by whoever may open the module’s page, until the record is deleted', async () => {
    const pdf = await uploadFile(app, admin, fileOfType('pdf', 600), '共享.pdf');
    const reader = await readerOf(kinds.menuId);
    const stranger = await readerOf(null);
    expect((await preview(pdf.fileId, reader)).code).not.toBe(200);

    const saved = await create({ title: '共享', attachments: [{ name: '共享.pdf', fileId: pdf.fileId }] });
    expect((await preview(pdf.fileId, reader)).code).toBe(200);
    expect((await preview(pdf.fileId, stranger)).code).not.toBe(200);

    // Taken off the record: no longer shared.
    await call(app, 'PUT', `${ONLINE}/${kinds.id}/${saved.data.id}`, { token: admin, body: { title: '共享', attachments: [] } });
    expect((await preview(pdf.fileId, reader)).code).not.toBe(200);
    await call(app, 'PUT', `${ONLINE}/${kinds.id}/${saved.data.id}`, { token: admin, body: { title: '共享', attachments: [{ name: '共享.pdf', fileId: pdf.fileId }] } });
    expect((await preview(pdf.fileId, reader)).code).toBe(200);
    expect((await call(app, 'DELETE', `${ONLINE}/${kinds.id}/${saved.data.id}`, { token: admin })).code).toBe(200);
    expect((await preview(pdf.fileId, reader)).code).not.toBe(200);
  });
});

describe('rich text', () => {
  it('is stored as sent (the editor sanitised it) and exported as plain text', async () => {
    const saved = await create({ title: '富文本', body: '<p><strong>重要</strong> 通知</p><ul><li>一</li></ul>' });
    expect(saved.code).toBe(200);
    expect((await read(saved.data.id)).data.body).toBe('<p><strong>重要</strong> 通知</p><ul><li>一</li></ul>');
    const exported = await call<{ url: string }>(app, 'POST', `${ONLINE}/${kinds.id}/Actions/Export`, { token: admin, body: { dataType: '1', ids: [saved.data.id], selectKey: ['title', 'body'] } });
    const file = await app.inject({ method: 'GET', url: exported.data.url });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(cells).toContain('重要 通知\n一');
  });

  it.each([
    '<p>hi<script>alert(1)</script></p>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://example.com"></iframe>',
  ])('refuses markup a sanitiser would have removed: %s', async (body) => {
    expect(await create({ title: 'x', body })).toMatchObject({ code: 400, msg: '正文包含不允许的脚本或事件，请在编辑器中重新编辑' });
  });
});

describe('related-form links', () => {
  it('hold the id of a record of the linked module, shown by its field in the list and the detail', async () => {
    const saved = await create({ title: '关联', leaveRef: leaveRecord });
    expect(saved.code).toBe(200);
    expect((await read(saved.data.id)).data.leaveRef).toBe(leaveRecord);
    const detail = await call<Row>(app, 'GET', `${ONLINE}/${kinds.id}/${saved.data.id}/DataChange`, { token: admin });
    expect(detail.data.leaveRef).toBe('年假');
    const listed = await call<{ list: Row[] }>(app, 'POST', `${ONLINE}/${kinds.id}/List`, { token: admin, body: { pageSize: 100 } });
    expect(listed.data.list.find((row) => row.id === saved.data.id)?.leaveRef).toBe('年假');
  });

  it('refuse an id that is no record of the linked module', async () => {
    expect(await create({ title: 'x', leaveRef: 'no-such-record' })).toMatchObject({ code: 400, msg: '关联请假选择的“no-such-record”不存在' });
    expect(await create({ title: 'x', leaveRef: ['a'] })).toMatchObject({ code: 400, msg: '关联请假的值类型不正确' });
  });

  it('must name an existing module when the design is saved', async () => {
    const body = kindsModule('no-such-module');
    const created = await call<{ id: string }>(app, 'POST', '/api/visualdev/Base', { token: admin, body });
    expect(created).toMatchObject({ code: 400, msg: '关联表单“关联请假”关联的功能不存在：no-such-module' });
    const noModel = kindsModule('');
    const form = JSON.parse(noModel.formData) as { fields: Record<string, unknown>[] };
    form.fields[4]!.modelId = '';
    const refused = await call(app, 'POST', '/api/visualdev/Base', { token: admin, body: { ...noModel, formData: JSON.stringify(form) } });
    expect(refused).toMatchObject({ code: 400, msg: '请为关联表单“关联请假”选择关联功能' });
  });
});
