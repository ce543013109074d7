// The organisation and department lists with the real engine: data rules in SQL (a hidden
// organisation takes neither its visible descendants nor leaks its name through them), deny by
// default, column rights on the tree, form rights on writes.
import type { FastifyInstance } from 'fastify';
import { orgId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { createOrganization } from '../../testing/permission';
import { DEPARTMENT_PAGE, ORGANIZE_PAGE } from './access';
import { organizeRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [organizeRoutes];

interface Node {
  id: string;
  parentId: string;
  fullName?: string;
  enCode?: string;
  description?: string;
  lastFullName?: string;
  children: Node[];
}

const BASE = '/api/permission/Organize';
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});
afterAll(() => closeTestApp(app));

const flatten = (nodes: readonly Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const list = async (token: string, path = BASE): Promise<Node[]> => {
  const result = await call<{ list: Node[] }>(app, 'GET', path, { token });
  expect(result.code).toBe(200);
  return flatten(result.data.list);
};

it('a data rule "my organisation and below" shows that subtree, hung at the top; no scheme shows nothing; administrators see all', async () => {
  const team = createOrganization(app, orgId('rd'));
  const sub = createOrganization(app, team);
  const sibling = createOrganization(app, orgId('rd'));
  const scoped = await pageReader(app, ORGANIZE_PAGE, { organizeId: team, rules: [{ field: 'organizeId', symbol: '==', text: '@organizationAndSuborganization' }] });
  const unscoped = await pageReader(app, ORGANIZE_PAGE, { organizeId: team });
  await withChecks(app, ORGANIZE_PAGE, { data: true }, async () => {
    const seen = await list(scoped.token);
    expect(seen.map((node) => node.id).sort()).toEqual([team, sub].sort());
    const top = seen.find((node) => node.id === team) as Node;
    // rd (and the company above it) are outside the scope: the team hangs at the top and its path names only what may be seen.
    expect(top.parentId).toBe('-1');
    expect(top.lastFullName).toBe(top.fullName);
    expect(top.children.map((node) => node.id)).toEqual([sub]);

    expect(await list(unscoped.token)).toEqual([]);
    expect((await list(admin)).map((node) => node.id)).toEqual(expect.arrayContaining([orgId('atrium'), orgId('rd'), team, sub, sibling]));
  });
});

it('the department list of a company applies the department page rules (enCode equals a value)', async () => {
  const wanted = createOrganization(app, orgId('rd'));
  const code = (app.db.prepare('SELECT en_code AS code FROM organizations WHERE id = ?').get(wanted) as { code: string }).code;
  const reader = await pageReader(app, DEPARTMENT_PAGE, { rules: [{ field: 'enCode', symbol: '==', text: code }] });
  await withChecks(app, DEPARTMENT_PAGE, { data: true }, async () => {
    const seen = await list(reader.token, `${BASE}/${orgId('atrium')}/Department`);
    expect(seen.map((node) => node.id)).toEqual([wanted]);
  });
});

it('columns not granted are left out of the tree; id and the tree links stay', async () => {
  const reader = await pageReader(app, ORGANIZE_PAGE, { columns: ['enCode'] });
  await withChecks(app, ORGANIZE_PAGE, { columns: true }, async () => {
    const seen = await list(reader.token);
    expect(seen.length).toBeGreaterThan(0);
    for (const node of seen) {
      expect(node).toHaveProperty('enCode');
      expect(node).toHaveProperty('parentId');
      expect(node).not.toHaveProperty('fullName');
      expect(node).not.toHaveProperty('description');
    }
  });
});

it('writes ignore form fields not granted: an update keeps them, a create without a required one is refused', async () => {
  const team = createOrganization(app, orgId('rd'));
  const before = app.db.prepare('SELECT full_name AS fullName, en_code AS enCode FROM organizations WHERE id = ?').get(team) as { fullName: string; enCode: string };
  const editor = await pageReader(app, DEPARTMENT_PAGE, { buttons: ['btn_add', 'btn_edit'], forms: ['parentId', 'description', 'enCode'] });
  await withChecks(app, DEPARTMENT_PAGE, { forms: true }, async () => {
    const updated = await call(app, 'PUT', `${BASE}/Department/${team}`, {
      token: editor.token,
      body: { parentId: orgId('rd'), fullName: '改名', enCode: before.enCode, description: '新的说明' },
    });
    expect(updated.code).toBe(200);
    const after = app.db.prepare('SELECT full_name AS fullName, description FROM organizations WHERE id = ?').get(team) as { fullName: string; description: string };
    expect(after).toEqual({ fullName: before.fullName, description: '新的说明' });

    const created = await call(app, 'POST', `${BASE}/Department`, { token: editor.token, body: { parentId: orgId('rd'), fullName: '新部门', enCode: 'forms.dept1' } });
    expect(created.code).toBe(400);
    expect(app.db.prepare("SELECT 1 FROM organizations WHERE en_code = 'forms.dept1'").get()).toBeUndefined();

    // Administrators write every field.
    const byAdmin = await call(app, 'PUT', `${BASE}/Department/${team}`, { token: admin, body: { parentId: orgId('rd'), fullName: '改名', enCode: before.enCode } });
    expect(byAdmin.code).toBe(200);
    expect((app.db.prepare('SELECT full_name AS n FROM organizations WHERE id = ?').get(team) as { n: string }).n).toBe('改名');
  });
});

describe('single-row calls apply the data rules: a row outside them answers like a missing one', () => {
  const row = (id: string): unknown => app.db.prepare('SELECT * FROM organizations WHERE id = ?').get(id);

  it('GET, PUT, state and DELETE of a hidden organisation answer 404 and change nothing; rows in scope work', async () => {
    const team = createOrganization(app, orgId('rd'));
    const leaf = createOrganization(app, team);
    const hidden = createOrganization(app, orgId('rd'));
    const hiddenLeaf = createOrganization(app, hidden);
    const reader = await pageReader(app, ORGANIZE_PAGE, {
      organizeId: team,
      buttons: ['btn_edit', 'btn_remove'],
      rules: [{ field: 'organizeId', symbol: '==', text: '@organizationAndSuborganization' }],
    });
    await withChecks(app, ORGANIZE_PAGE, { data: true }, async () => {
      const missing = await call(app, 'GET', `${BASE}/no-such-org`, { token: reader.token });
      expect(missing.code).toBe(404);
      for (const id of [hidden, hiddenLeaf]) {
        const before = row(id);
        const answers = [
          await call(app, 'GET', `${BASE}/${id}`, { token: reader.token }),
          await call(app, 'PUT', `${BASE}/${id}`, { token: reader.token, body: { parentId: orgId('rd'), fullName: '改名', enCode: `x.${id}` } }),
          await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: reader.token, body: { enabledMark: 0 } }),
          await call(app, 'DELETE', `${BASE}/${id}`, { token: reader.token }),
        ];
        for (const answer of answers) expect({ code: answer.code, msg: answer.msg, data: answer.data }).toEqual({ code: 404, msg: missing.msg, data: missing.data });
        expect(row(id)).toEqual(before);
      }

      const info = await call<{ id: string; fullName: string }>(app, 'GET', `${BASE}/${team}`, { token: reader.token });
      expect(info.code).toBe(200);
      expect(info.data.id).toBe(team);
      const code = (app.db.prepare('SELECT en_code AS c FROM organizations WHERE id = ?').get(team) as { c: string }).c;
      expect((await call(app, 'PUT', `${BASE}/${team}`, { token: reader.token, body: { parentId: orgId('rd'), fullName: '在范围内', enCode: code } })).code).toBe(200);
      expect((row(team) as { full_name: string }).full_name).toBe('在范围内');
      expect((await call(app, 'PUT', `${BASE}/${team}/Actions/State`, { token: reader.token, body: { enabledMark: 0 } })).code).toBe(200);
      expect((row(team) as { enabled_mark: number }).enabled_mark).toBe(0);
      expect((await call(app, 'DELETE', `${BASE}/${leaf}`, { token: reader.token })).code).toBe(200);
      expect(row(leaf)).toBeUndefined();

      // Administrators are not limited.
      expect((await call(app, 'GET', `${BASE}/${hidden}`, { token: admin })).code).toBe(200);
    });
    // Without data authorisation on the page the rules do not apply.
    expect((await call(app, 'GET', `${BASE}/${hidden}`, { token: reader.token })).code).toBe(200);
  });

  it('the department routes apply the department page rules', async () => {
    const shown = createOrganization(app, orgId('rd'));
    const hidden = createOrganization(app, orgId('rd'));
    const code = (app.db.prepare('SELECT en_code AS code FROM organizations WHERE id = ?').get(shown) as { code: string }).code;
    const reader = await pageReader(app, DEPARTMENT_PAGE, { buttons: ['btn_edit', 'btn_remove'], rules: [{ field: 'enCode', symbol: '==', text: code }] });
    await withChecks(app, DEPARTMENT_PAGE, { data: true }, async () => {
      const before = row(hidden);
      expect((await call(app, 'GET', `${BASE}/Department/${hidden}`, { token: reader.token })).code).toBe(404);
      expect((await call(app, 'PUT', `${BASE}/Department/${hidden}/Actions/State`, { token: reader.token, body: { enabledMark: 0 } })).code).toBe(404);
      expect((await call(app, 'DELETE', `${BASE}/Department/${hidden}`, { token: reader.token })).code).toBe(404);
      expect(row(hidden)).toEqual(before);
      expect((await call(app, 'GET', `${BASE}/Department/${shown}`, { token: reader.token })).code).toBe(200);
    });
  });

  it('GET of one row leaves out the columns the caller may not see, except the fields they may edit and the form links', async () => {
    const team = createOrganization(app, orgId('rd'));
    const viewer = await pageReader(app, ORGANIZE_PAGE, { columns: ['enCode'] });
    const editor = await pageReader(app, ORGANIZE_PAGE, { buttons: ['btn_edit'], columns: ['enCode'], forms: ['description', 'managerId'] });
    await withChecks(app, ORGANIZE_PAGE, { columns: true, forms: true }, async () => {
      const seen = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${team}`, { token: viewer.token });
      expect(seen.code).toBe(200);
      expect(Object.keys(seen.data).sort()).toEqual(['enCode', 'id', 'organizeIdTree', 'parentId']);
      const edited = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${team}`, { token: editor.token });
      expect(Object.keys(edited.data).sort()).toEqual(['description', 'enCode', 'id', 'managerId', 'managerName', 'organizeIdTree', 'parentId']);
      expect(Object.keys((await call<Record<string, unknown>>(app, 'GET', `${BASE}/${team}`, { token: admin })).data)).toContain('fullName');
    });
  });
});
