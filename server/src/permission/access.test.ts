import type { FastifyInstance } from 'fastify';
import { moduleId } from '../db/seed/menus';
import { buildTestApp, call, closeTestApp, connectSocket, createUser, signIn } from '../testing';
import { createOrganization, createPosition, grantItem } from '../testing/permission';
import { authorityRoutes } from '../routes/authority/routes';
import { dictionaryTypeRoutes } from '../routes/dictionary/type-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [authorityRoutes, dictionaryTypeRoutes];

// End to end through the auth hook: a route's `access` honours grants held through a position, and a
// grant saved on the Authority route applies to the user's very next request.
let app: FastifyInstance;
let admin: string;
const DICTIONARY = moduleId('systemData.dictionary');
const BASE = '/api/system/DictionaryType';

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});

afterAll(async () => {
  await closeTestApp(app);
});

const systemDictionary = (): string =>
  (app.db.prepare("SELECT id FROM dictionary_types WHERE en_code = 'systemDictionary'").get() as { id: string }).id;
const addButton = (): string =>
  (app.db.prepare("SELECT id FROM module_buttons WHERE module_id = ? AND en_code = 'btn_add'").get(DICTIONARY) as { id: string }).id;

describe('route access on the permission engine', () => {
  it('opens a page granted to a position, refuses a hand-made write, and allows it once the button is granted', async () => {
    const org = createOrganization(app);
    const position = createPosition(app, org);
    const user = await createUser(app, { roles: [] });
    app.db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?)').run(user.id, position);
    grantItem(app, 'Position', position, 'module', DICTIONARY);
    const token = await signIn(app, user.account, user.password);
    const socket = await connectSocket(app, token);
    const body = { parentId: systemDictionary(), fullName: '血型', enCode: 'BloodTypeByPosition', isTree: 0, sortCode: 1, description: '' };

    expect((await call(app, 'GET', BASE, { token })).code).toBe(200);
    expect((await call(app, 'POST', BASE, { token, body })).code).toBe(403);

    const saved = await call(app, 'PUT', `/api/permission/Authority/Data/${position}`, {
      token: admin,
      body: { objectType: 'Position', module: [DICTIONARY], button: [addButton()] },
    });
    expect(saved.code).toBe(200);
    await expect(socket.next('refresh')).resolves.toEqual({ method: 'refresh' });
    expect((await call(app, 'POST', BASE, { token, body })).code).toBe(200);

    // Taking the page away from the position closes it again.
    await call(app, 'PUT', `/api/permission/Authority/Data/${position}`, { token: admin, body: { objectType: 'Position' } });
    expect((await call(app, 'GET', BASE, { token })).code).toBe(403);
    socket.socket.close();
  });
});
