import type { FastifyInstance } from 'fastify';
import { DEMO_PROJECTS } from '../../db/seed/table-examples';
import { buildTestApp, call, closeTestApp, manualClock, signIn } from '../../testing';
import {
  TABLE_EXAMPLE_BASE as base,
  createProject,
  getProject,
  projectBody,
  projectTypeId,
  projectUser,
  type ProjectPage,
  type ProjectRow,
  type ProjectUser,
} from '../../testing/table-example';
import { ALL_ROWS_MAX } from './row-routes';
import { tableExampleRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [tableExampleRoutes];

const clock = manualClock();
let app: FastifyInstance;
let admin: string;
let editor: ProjectUser;
let reader: ProjectUser;
let outsider: ProjectUser;
beforeAll(async () => {
  app = await buildTestApp({ routes, clock: clock.now });
  admin = await signIn(app, 'admin');
  editor = await projectUser(app, { buttons: ['btn_add', 'btn_edit', 'btn_remove'], realName: '编辑员' });
  reader = await projectUser(app);
  outsider = await projectUser(app, { page: false });
});
afterAll(async () => closeTestApp(app));

const list = async (query: string, token = admin) => {
  const result = await call<ProjectPage>(app, 'GET', `${base}${query}`, { token });
  expect(result).toMatchObject({ code: 200 });
  return result.data;
};
const codes = (page: { list: ProjectRow[] }) => page.list.map((row) => row.projectCode);
const create = (body: Record<string, unknown>, token = admin) => call<{ id: string }>(app, 'POST', base, { token, body });
const countRows = () => (app.db.prepare('SELECT COUNT(*) AS n FROM table_examples').get() as { n: number }).n;
const yuan = (cents: number) => cents / 100;
/** The seeded projects' sums, in yuan, computed from the seed's own figures. */
const sums = (projects: typeof DEMO_PROJECTS) => ({
  costAmount: yuan(projects.reduce((sum, p) => sum + Math.round(p.cost * 100), 0)),
  tunesAmount: yuan(projects.reduce((sum, p) => sum + Math.round(p.tunes * 100), 0)),
  projectedIncome: yuan(projects.reduce((sum, p) => sum + Math.round(p.income * 100), 0)),
});
const seeded = (types: readonly string[]) => DEMO_PROJECTS.filter((project) => types.includes(project.type));

describe('the list', () => {
  it('pages the seeded projects newest first, and sums over the whole filter, not the page', async () => {
    const first = await list('?keyword=XM-2026&currentPage=1&pageSize=20');
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 20, total: DEMO_PROJECTS.length });
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ projectCode: 'XM-2026-030', projectTypeName: '信息技术', registrant: '管理员/admin', sign: '0000000' });
    const registered = first.list.map((row) => row.registerDate);
    expect(registered).toEqual([...registered].sort((a, b) => b - a));
    expect(first.summary).toEqual(sums(DEMO_PROJECTS));

    const second = await list('?keyword=XM-2026&currentPage=2&pageSize=20');
    expect(second.pagination).toEqual({ currentPage: 2, pageSize: 20, total: DEMO_PROJECTS.length });
    expect(second.list).toHaveLength(DEMO_PROJECTS.length - 20);
    expect(codes(second).filter((code) => codes(first).includes(code))).toEqual([]);
    expect(second.summary).toEqual(first.summary);
    // Exact fen, exposed as yuan.
    expect(first.list.find((row) => row.projectCode === 'XM-2026-029')).toMatchObject({ costAmount: 640000, tunesAmount: 590000.8, projectedIncome: 900000 });
    expect((await list('?keyword=XM-2026-001')).list[0]).toMatchObject({ tunesAmount: 865000.5, postilCount: 2, sign: '1000000', projectTypeName: '汽车制造' });
  });

  it('finds a keyword inside the name, code or customer, in Chinese or English, and nowhere else', async () => {
    expect(codes(await list(`?keyword=${encodeURIComponent('工厂MES')}`))).toEqual(['XM-2026-001']);
    expect(codes(await list('?keyword=portal'))).toEqual(['XM-2026-003']);
    expect(codes(await list('?keyword=Contoso'))).toEqual(['XM-2026-006']);
    expect(codes(await list(`?keyword=${encodeURIComponent('银行股份')}&sidx=projectCode&sort=asc`))).toEqual(['XM-2026-004', 'XM-2026-007']);
    expect((await list('?keyword=2026-01')).pagination.total).toBe(10);
    // A principal is not searched; % and _ are themselves.
    expect((await list(`?keyword=${encodeURIComponent('张伟')}`)).pagination.total).toBe(0);
    expect((await list(`?keyword=${encodeURIComponent('%')}`)).pagination.total).toBe(0);
    const none = await list('?keyword=nothing-like-this');
    expect(none).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 }, summary: { costAmount: 0, tunesAmount: 0, projectedIncome: 0 } });
  });

  it('filters by project type with everything below it, on the list and on ControlSample/{typeId}', async () => {
    const it = projectTypeId(app, 'it');
    const software = projectTypeId(app, 'software');
    const itBranch = seeded(['it', 'software', 'saas', 'embedded', 'itService']);
    const byIt = await list(`?keyword=XM-2026&projectType=${it}&pageSize=50`);
    expect(codes(byIt).sort()).toEqual(itBranch.map((project) => project.code).sort());
    expect(byIt.summary).toEqual(sums(itBranch));

    const softwareBranch = seeded(['software', 'saas', 'embedded']);
    const bySoftware = await list(`?keyword=XM-2026&projectType=${software}&pageSize=50`);
    expect(bySoftware.pagination.total).toBe(softwareBranch.length);
    const byControl = await list(`/ControlSample/${software}?keyword=XM-2026&pageSize=50`);
    expect(byControl).toEqual(bySoftware);
    expect(codes(await list(`?keyword=XM-2026&projectType=${projectTypeId(app, 'saas')}&pageSize=50`)).sort())
      .toEqual(seeded(['saas']).map((project) => project.code).sort());
    expect((await list('?projectType=no-such-type')).pagination.total).toBe(0);
    expect((await list('/ControlSample/no-such-type')).pagination.total).toBe(0);
  });

  it('orders by any listed column either way, and refuses any other sidx or sort', async () => {
    const ascending = await list('?keyword=XM-2026&sidx=costAmount&sort=asc&pageSize=50');
    const amounts = ascending.list.map((row) => row.costAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts[0]).toBe(190000);
    const descending = await list('?keyword=XM-2026&sidx=costAmount&sort=desc&pageSize=50');
    expect(descending.list.map((row) => row.id)).toEqual([...ascending.list.map((row) => row.id)].reverse());
    expect(codes(await list('?keyword=XM-2026&sidx=projectCode&sort=asc&pageSize=3'))).toEqual(['XM-2026-001', 'XM-2026-002', 'XM-2026-003']);
    const dates = (await list('?keyword=XM-2026&sidx=interactionDate&sort=desc&pageSize=50')).list.map((row) => row.interactionDate);
    const known = dates.filter((date): date is number => date !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    // Without sidx the order is by registration date.
    expect(codes(await list('?keyword=XM-2026&pageSize=1&sort=asc'))).toEqual(['XM-2026-001']);

    for (const query of ['?sidx=registrant', '?sidx=id', '?sidx=cost_amount_cents', '?sort=up']) {
      expect(await call(app, 'GET', `${base}${query}`, { token: admin })).toMatchObject({ code: 400 });
    }
    expect((await call(app, 'GET', `${base}?sidx=registrant`, { token: admin })).msg).toContain('sidx');
  });

  it('All: every row of the keyword, newest first, at most ALL_ROWS_MAX', async () => {
    const all = await call<{ list: ProjectRow[] }>(app, 'GET', `${base}/All?keyword=XM-2026`, { token: admin });
    expect(all.data.list.map((row) => row.projectCode)).toEqual(DEMO_PROJECTS.map((project) => project.code).reverse());
    const type = projectTypeId(app, 'finance');
    app.db.transaction(() => {
      const insert = app.db.prepare(`INSERT INTO table_examples (id, project_name, project_code, project_code_key, project_type, customer_name, principal, registrant, register_date)
        VALUES (?, ?, ?, ?, ?, '客户', '负责人', 'x/x', ?)`);
      for (let i = 0; i <= ALL_ROWS_MAX; i += 1) insert.run(`cap-${i}`, `批量${i}`, `CAP-${i}`, `cap-${i}`, type, i);
    })();
    try {
      const capped = await call<{ list: ProjectRow[] }>(app, 'GET', `${base}/All?keyword=CAP-`, { token: admin });
      expect(capped.data.list).toHaveLength(ALL_ROWS_MAX);
      expect(capped.data.list[0]?.projectCode).toBe(`CAP-${ALL_ROWS_MAX}`);
    } finally {
      app.db.prepare("DELETE FROM table_examples WHERE id LIKE 'cap-%'").run();
    }
  });
});

describe('create, update, RowsEdit, delete', () => {
  it('keeps every field as given (trimmed), registers the creator, and updates through both PUTs', async () => {
    const type = projectTypeId(app, 'embedded');
    const due = Date.UTC(2026, 11, 31) - 8 * 3_600_000;
    const made = await create(projectBody(app, {
      projectName: '  港口调度系统  ', projectCode: 'TE-Port', projectType: type, projectPhase: '开发', customerName: 'Harbour Co.',
      principal: '李雷', jackStands: '韩梅梅', interactionDate: due, costAmount: 1234.56, tunesAmount: 0.1, projectedIncome: 9999999999.99,
      description: '第一行\n第二行',
    }), editor.token);
    expect(made).toMatchObject({ code: 200, msg: '新建成功' });
    const id = made.data.id;
    const stored = await getProject(app, reader.token, id);
    expect(stored.data).toEqual({
      id, projectName: '港口调度系统', projectCode: 'TE-Port', projectType: type, projectTypeName: '嵌入式软件', projectPhase: '开发',
      customerName: 'Harbour Co.', principal: '李雷', jackStands: '韩梅梅', interactionDate: due, costAmount: 1234.56, tunesAmount: 0.1,
      projectedIncome: 9999999999.99, registrant: `编辑员/${editor.account}`, registerDate: clock.now(), description: '第一行\n第二行',
      sign: '0000000', postilCount: 0, lastModifyTime: null,
    });
    // Absent and null amounts are 0.
    const zero = await create(projectBody(app, { costAmount: null, tunesAmount: undefined, projectedIncome: 0 }), editor.token);
    expect((await getProject(app, admin, zero.data.id)).data).toMatchObject({ costAmount: 0, tunesAmount: 0, projectedIncome: 0 });

    clock.advance(60_000);
    const finance = projectTypeId(app, 'finance');
    const update = await call(app, 'PUT', `${base}/${id}`, { token: editor.token, body: projectBody(app, { projectName: '港口调度系统二期', projectCode: 'TE-Port', projectType: finance, costAmount: 2000 }) });
    expect(update).toMatchObject({ code: 200, msg: '更新成功', data: null });
    expect((await getProject(app, admin, id)).data).toMatchObject({
      projectName: '港口调度系统二期', projectType: finance, projectTypeName: '金融业', costAmount: 2000, jackStands: '', interactionDate: null,
      registrant: `编辑员/${editor.account}`, lastModifyTime: clock.now(),
    });
    const rowsEdit = await call(app, 'PUT', `${base}/${id}/Actions/RowsEdit`, { token: editor.token, body: projectBody(app, { projectCode: 'te-port', tunesAmount: 12.3 }) });
    expect(rowsEdit).toMatchObject({ code: 200, data: null });
    expect((await getProject(app, admin, id)).data).toMatchObject({ projectCode: 'te-port', tunesAmount: 12.3, projectType: projectTypeId(app, 'saas') });

    expect(await call(app, 'DELETE', `${base}/${id}`, { token: editor.token })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await getProject(app, admin, id)).toMatchObject({ code: 404, msg: '项目不存在或已被删除' });
  });

  it('keeps project codes unique whatever their case', async () => {
    const id = await createProject(app, admin, { projectCode: 'TE-Unique' });
    expect(await create(projectBody(app, { projectCode: 'te-unique' }))).toMatchObject({ code: 400, msg: '项目编码已存在' });
    expect(await create(projectBody(app, { projectCode: ' TE-UNIQUE ' }))).toMatchObject({ code: 400, msg: '项目编码已存在' });
    const other = await createProject(app, admin);
    for (const path of [`${base}/${other}`, `${base}/${other}/Actions/RowsEdit`]) {
      expect(await call(app, 'PUT', path, { token: admin, body: projectBody(app, { projectCode: 'TE-UNIQUE' }) })).toMatchObject({ code: 400, msg: '项目编码已存在' });
    }
    // Its own code, in another case, is no clash.
    expect((await call(app, 'PUT', `${base}/${id}`, { token: admin, body: projectBody(app, { projectCode: 'Te-Unique' }) })).code).toBe(200);
  });

  it('refuses every broken rule with its message, on create and both updates, and stores nothing', async () => {
    const id = await createProject(app, admin, { projectCode: 'TE-Rules' });
    const before = countRows();
    const stored = (await getProject(app, admin, id)).data;
    const over = (length: number) => '项'.repeat(length);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ projectName: undefined }, '请输入项目名称'],
      [{ projectName: '' }, '请输入项目名称'],
      [{ projectName: null }, '请输入项目名称'],
      [{ projectName: '　 ' }, 'projectName 不能只包含空白字符'],
      [{ projectName: 'a\u200Bb' }, 'projectName 不能包含不可见字符'],
      [{ projectName: over(51) }, '项目名称最多为50个字符'],
      [{ projectCode: undefined }, '请输入项目编码'],
      [{ projectCode: 'C'.repeat(51) }, '项目编码最多为50个字符'],
      [{ projectType: undefined }, '请选择项目类型'],
      [{ projectType: '' }, '请选择项目类型'],
      [{ projectType: 'no-such-type' }, '项目类型不存在或已停用，请重新选择'],
      [{ projectType: 'x'.repeat(65) }, '项目类型不存在或已停用，请重新选择'],
      [{ projectPhase: over(201) }, '项目阶段最多为200个字符'],
      [{ customerName: undefined }, '请输入客户名称'],
      [{ customerName: over(51) }, '客户名称最多为50个字符'],
      [{ principal: ' ' }, 'principal 不能只包含空白字符'],
      [{ principal: undefined }, '请输入负责人'],
      [{ principal: over(51) }, '负责人最多为50个字符'],
      [{ jackStands: over(51) }, '立项人最多为50个字符'],
      [{ description: over(501) }, '备注最多为500个字符'],
      [{ interactionDate: 1e17 }, '请选择正确的交付日期'],
      [{ costAmount: 1.005 }, '费用金额最多保留两位小数'],
      [{ costAmount: -1 }, '费用金额应在 0 到 9999999999.99 之间'],
      [{ costAmount: -0.01 }, '费用金额应在 0 到 9999999999.99 之间'],
      [{ costAmount: 10000000000 }, '费用金额应在 0 到 9999999999.99 之间'],
      [{ tunesAmount: 0.001 }, '已用金额最多保留两位小数'],
      [{ tunesAmount: 1e21 }, '已用金额应在 0 到 9999999999.99 之间'],
      [{ projectedIncome: 12.345 }, '预计收入最多保留两位小数'],
    ];
    for (const [overrides, msg] of cases) {
      const body = projectBody(app, overrides);
      for (const [method, path] of [['POST', base], ['PUT', `${base}/${id}`], ['PUT', `${base}/${id}/Actions/RowsEdit`]] as const) {
        expect({ overrides, method, path, result: await call(app, method, path, { token: admin, body }) })
          .toMatchObject({ overrides, method, path, result: { code: 400, msg } });
      }
    }
    // Wrong types stop at the schema, still as a 400 naming the field.
    for (const overrides of [{ projectedIncome: 'abc' }, { interactionDate: 1.5 }, { projectName: { text: 'a' } }, { description: ['a', 'b'] }]) {
      const result = await call(app, 'POST', base, { token: admin, body: projectBody(app, overrides) });
      expect({ overrides, code: result.code }).toEqual({ overrides, code: 400 });
      expect(result.msg).toContain(Object.keys(overrides)[0]);
    }
    expect(countRows()).toBe(before);
    expect((await getProject(app, admin, id)).data).toEqual(stored);

    // The boundaries themselves pass.
    const edge = await create(projectBody(app, { projectName: over(50), projectCode: 'E'.repeat(50), customerName: over(50), principal: over(50), projectPhase: over(200), description: over(500), costAmount: 9999999999.99, tunesAmount: 0.01 }));
    expect(edge.code).toBe(200);
  });

  it('says it in the caller\'s language', async () => {
    expect(await call(app, 'POST', base, { token: admin, body: projectBody(app, { projectName: '' }), lang: 'en' })).toMatchObject({ code: 400, msg: 'Please enter the project name' });
    expect(await call(app, 'POST', base, { token: admin, body: projectBody(app, { projectName: '' }), lang: 'zh-TW' })).toMatchObject({ code: 400, msg: '請輸入項目名稱' });
    expect(await call(app, 'POST', base, { token: admin, body: projectBody(app, { costAmount: 1.001 }), lang: 'en' }))
      .toMatchObject({ code: 400, msg: 'The cost amount can have at most two decimals' });
    expect(await call(app, 'GET', `${base}/nope`, { token: admin, lang: 'en' })).toMatchObject({ code: 404, msg: 'The project does not exist or was deleted' });
  });

  it('offers only enabled types of its own dictionary for a new value, but keeps a type that was disabled since', async () => {
    const software = projectTypeId(app, 'software');
    const id = await createProject(app, admin, { projectType: software });
    const businessItem = (app.db.prepare(`SELECT d.id FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id WHERE t.en_code = 'BusinessType'`).get() as { id: string }).id;
    expect(await create(projectBody(app, { projectType: businessItem }))).toMatchObject({ code: 400, msg: '项目类型不存在或已停用，请重新选择' });
    app.db.prepare('UPDATE dictionary_data SET enabled_mark = 0 WHERE id = ?').run(software);
    try {
      expect(await create(projectBody(app, { projectType: software }))).toMatchObject({ code: 400, msg: '项目类型不存在或已停用，请重新选择' });
      // Nor an enabled item under it: the picker cannot offer it either.
      expect(await create(projectBody(app, { projectType: projectTypeId(app, 'saas') }))).toMatchObject({ code: 400, msg: '项目类型不存在或已停用，请重新选择' });
      expect((await call(app, 'PUT', `${base}/${id}`, { token: admin, body: projectBody(app, { projectType: software }) })).code).toBe(200);
      // The disabled branch is hidden from the picker; its rows still belong to the parent's filter.
      const tree = await call<{ list: Array<{ text: string }> }>(app, 'GET', `${base}/ControlSample/TreeList`, { token: admin });
      expect(tree.data.list.map((node) => node.text)).not.toContain('软件开发');
      expect(tree.data.list.map((node) => node.text)).not.toContain('SaaS 服务');
      expect((await list(`?projectType=${projectTypeId(app, 'it')}&pageSize=100`)).list.map((row) => row.id)).toContain(id);
    } finally {
      app.db.prepare('UPDATE dictionary_data SET enabled_mark = 1 WHERE id = ?').run(software);
    }
    // A deleted type leaves the row with an empty type name.
    app.db.prepare('UPDATE table_examples SET project_type = ? WHERE id = ?').run('gone', id);
    expect((await getProject(app, admin, id)).data).toMatchObject({ projectType: 'gone', projectTypeName: '' });
  });

  it('UpdateSign sets seven flags and refuses anything else', async () => {
    const id = await createProject(app, admin);
    clock.advance(1000);
    expect(await call(app, 'PUT', `${base}/UpdateSign/${id}`, { token: editor.token, body: { sign: '0101000' } })).toMatchObject({ code: 200, data: null });
    expect((await getProject(app, admin, id)).data).toMatchObject({ sign: '0101000', lastModifyTime: clock.now() });
    for (const sign of ['', '010100', '01010001', '0120000', 'abcdefg', '０１０１０００', null]) {
      expect(await call(app, 'PUT', `${base}/UpdateSign/${id}`, { token: admin, body: { sign } })).toMatchObject({ code: 400, msg: '标记应为 7 位 0 或 1' });
    }
    expect(await call(app, 'PUT', `${base}/UpdateSign/${id}`, { token: admin, body: {} })).toMatchObject({ code: 400, msg: '标记应为 7 位 0 或 1' });
    expect((await getProject(app, admin, id)).data.sign).toBe('0101000');
    expect((await call(app, 'PUT', `${base}/UpdateSign/no-such-row`, { token: admin, body: { sign: '1111111' } })).code).toBe(404);
  });

  it('answers 404 for an unknown id on every row call', async () => {
    const body = projectBody(app);
    expect((await getProject(app, admin, 'no-such-row')).code).toBe(404);
    expect((await call(app, 'PUT', `${base}/no-such-row`, { token: admin, body })).code).toBe(404);
    expect((await call(app, 'PUT', `${base}/no-such-row/Actions/RowsEdit`, { token: admin, body })).code).toBe(404);
    expect((await call(app, 'DELETE', `${base}/no-such-row`, { token: admin })).code).toBe(404);
    expect((await call(app, 'DELETE', `${base}/no-such-row`, { token: admin })).msg).toBe('项目不存在或已被删除');
  });
});

describe('rights', () => {
  it('needs the page for every call and the button for each write', async () => {
    const id = await createProject(app, admin);
    const typeId = projectTypeId(app, 'it');
    const reads = [base, `${base}/All`, `${base}/${id}`, `${base}/ControlSample/TreeList`, `${base}/ControlSample/${typeId}`, `${base}/IndustryList`, `${base}/CityList/x`, `${base}/${id}/Actions/Postil`];
    for (const url of reads) expect({ url, result: await call(app, 'GET', url, { token: outsider.token }) }).toMatchObject({ url, result: { code: 403, msg: '暂无权限' } });
    for (const url of reads.slice(0, 6)) expect({ url, code: (await call(app, 'GET', url, { token: reader.token })).code }).toEqual({ url, code: 200 });
    expect((await call(app, 'POST', `${base}/${id}/Postil`, { token: outsider.token, body: { text: '看看' } })).code).toBe(403);

    const body = projectBody(app);
    const writes = [
      ['POST', base, body],
      ['PUT', `${base}/${id}`, body],
      ['PUT', `${base}/${id}/Actions/RowsEdit`, body],
      ['PUT', `${base}/UpdateSign/${id}`, { sign: '1000000' }],
      ['DELETE', `${base}/${id}`, undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      for (const user of [reader, outsider]) {
        expect({ method, url, result: await call(app, method, url, { token: user.token, body: payload }) }).toMatchObject({ method, url, result: { code: 403, msg: '暂无权限' } });
      }
    }
    const stored = (await getProject(app, admin, id)).data;
    expect(stored.sign).toBe('0000000');

    // Each button opens its own call only.
    const adder = await projectUser(app, { buttons: ['btn_add'] });
    expect((await create(projectBody(app), adder.token)).code).toBe(200);
    expect((await call(app, 'PUT', `${base}/${id}`, { token: adder.token, body })).code).toBe(403);
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: adder.token })).code).toBe(403);
    const remover = await projectUser(app, { buttons: ['btn_remove'] });
    expect((await call(app, 'PUT', `${base}/UpdateSign/${id}`, { token: remover.token, body: { sign: '1000000' } })).code).toBe(403);
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: remover.token })).code).toBe(200);
    expect((await call(app, 'GET', base)).code).toBe(602);
  });

  it('the seeded menu page has the three buttons the rights name', () => {
    const buttons = app.db.prepare(`SELECT b.en_code AS code FROM module_buttons b JOIN modules m ON m.id = b.module_id
      WHERE m.en_code = 'extend.tableDemo' ORDER BY b.sort_code`).all();
    expect(buttons).toEqual([{ code: 'btn_add' }, { code: 'btn_edit' }, { code: 'btn_remove' }]);
  });
});

describe('pickers', () => {
  interface Node { id: string; text: string; parentId: string; hasChildren: boolean; children?: Node[] }
  const names = (nodes: readonly Node[]): unknown => nodes.map((node) => (node.children ? { [node.text]: names(node.children) } : node.text));

  it('TreeList: the project types nested with isTree=1, else flat in tree order', async () => {
    const nested = await call<{ list: Node[] }>(app, 'GET', `${base}/ControlSample/TreeList?isTree=1`, { token: reader.token });
    expect(names(nested.data.list)).toEqual([
      { 制造业: [{ 汽车制造: [] }, { 电子设备制造: [] }] },
      { 信息技术: [{ 软件开发: [{ 'SaaS 服务': [] }, { 嵌入式软件: [] }] }, { 信息技术服务: [] }] },
      { 金融业: [] },
    ]);
    const it = nested.data.list[1];
    expect(it).toMatchObject({ id: projectTypeId(app, 'it'), text: '信息技术', parentId: '0', hasChildren: true });
    expect(it?.children?.[0]).toMatchObject({ id: projectTypeId(app, 'software'), parentId: projectTypeId(app, 'it'), hasChildren: true });
    expect(nested.data.list[2]).toMatchObject({ hasChildren: false, children: [] });

    const flat = await call<{ list: Node[] }>(app, 'GET', `${base}/ControlSample/TreeList`, { token: reader.token });
    expect(flat.data.list.map((node) => node.text)).toEqual(['制造业', '汽车制造', '电子设备制造', '信息技术', '软件开发', 'SaaS 服务', '嵌入式软件', '信息技术服务', '金融业']);
    expect(flat.data.list.every((node) => node.children === undefined)).toBe(true);
    expect(flat.data.list.find((node) => node.text === 'SaaS 服务')).toEqual({ id: projectTypeId(app, 'saas'), text: 'SaaS 服务', parentId: projectTypeId(app, 'software'), hasChildren: false });
  });

  it('IndustryList: the provinces, by keyword; CityList: an area\'s children, 404 for an unknown one', async () => {
    type Options = { list: Array<{ id: string; fullName: string }> };
    const provinces = await call<Options>(app, 'GET', `${base}/IndustryList`, { token: reader.token });
    expect(provinces.data.list.map((area) => area.fullName)).toEqual(['北京市', '江苏省', '浙江省', '广东省']);
    const jiang = await call<Options>(app, 'GET', `${base}/IndustryList?keyword=${encodeURIComponent('江')}`, { token: reader.token });
    expect(jiang.data.list.map((area) => area.fullName)).toEqual(['江苏省', '浙江省']);
    const jiangsu = jiang.data.list[0]?.id ?? '';
    const cities = await call<Options>(app, 'GET', `${base}/CityList/${jiangsu}`, { token: reader.token });
    expect(cities.data.list.map((area) => area.fullName)).toEqual(['南京市', '无锡市', '苏州市']);
    const districts = await call<Options>(app, 'GET', `${base}/CityList/${cities.data.list[0]?.id ?? ''}`, { token: reader.token });
    expect(districts.data.list.map((area) => area.fullName)).toEqual(['玄武区', '秦淮区', '建邺区']);
    expect(await call(app, 'GET', `${base}/CityList/no-such-area`, { token: reader.token })).toMatchObject({ code: 404, msg: '行政区划不存在或已被删除' });
  });
});
