import type { FastifyInstance } from 'fastify';
import { findCache } from '../cache/registry';
import { moduleId } from '../db/seed/menus';
import { buildTestApp, closeTestApp } from '../testing';
import { createMember, createOrganization, grantItem } from '../testing/permission';
import { menuGeneration } from './menu-cache';
import { menusFor, type MenuUser } from './menus';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
const DICTIONARY = moduleId('systemData.dictionary');
const SYSTEM_DATA = moduleId('systemData');
const ADMIN: MenuUser = { id: 'any-administrator', isAdministrator: true, systemId: null };

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});

afterAll(async () => {
  await closeTestApp(app);
});

const pageName = (user: MenuUser, id: string, lang: 'zh' | 'en' = 'zh') => menusFor(app.db, user, lang).routerList.find((entry) => entry.id === id)?.fullName;

describe('the menu cache', () => {
  it('answers the same inputs with the same computed menus, frozen so no caller can change another’s', () => {
    const first = menusFor(app.db, ADMIN);
    expect(menusFor(app.db, ADMIN)).toBe(first);
    // Every administrator holds everything: they share an entry.
    expect(menusFor(app.db, { ...ADMIN, id: 'another-administrator' })).toBe(first);
    // Another language is another answer.
    expect(menusFor(app.db, ADMIN, 'en')).not.toBe(first);
    expect(Object.isFrozen(first.menuList[0])).toBe(true);
    expect(() => {
      (first.routerList[0] as { fullName: string }).fullName = 'changed';
    }).toThrow(TypeError);
  });

  it('is recomputed after any write to what menus are made of, whichever path made it', () => {
    const before = menusFor(app.db, ADMIN);
    const generation = menuGeneration(app.db);
    const original = pageName(ADMIN, DICTIONARY);
    // A plain UPDATE, as a deploy or an import might write: no code path tells the cache.
    app.db.prepare('UPDATE modules SET full_name = ? WHERE id = ?').run('字典（改）', DICTIONARY);
    try {
      expect(menuGeneration(app.db)).toBeGreaterThan(generation);
      expect(menusFor(app.db, ADMIN)).not.toBe(before);
      expect(pageName(ADMIN, DICTIONARY)).toBe('字典（改）');
    } finally {
      app.db.prepare('UPDATE modules SET full_name = ? WHERE id = ?').run(original, DICTIONARY);
    }
    expect(pageName(ADMIN, DICTIONARY)).toBe(original);

    // A translation, a button: the same.
    const english = menusFor(app.db, ADMIN, 'en');
    app.db.prepare("UPDATE module_translations SET full_name = 'Dictionary (changed)' WHERE module_id = ? AND lang = 'en'").run(DICTIONARY);
    expect(menusFor(app.db, ADMIN, 'en')).not.toBe(english);
    const withButtons = menusFor(app.db, ADMIN);
    app.db.prepare('UPDATE module_buttons SET enabled_mark = 0 WHERE module_id = ? AND en_code = ?').run(DICTIONARY, 'btn_add');
    try {
      const buttons = menusFor(app.db, ADMIN).permissionList.find((entry) => entry.modelId === DICTIONARY)?.button.map((item) => item.enCode);
      expect(menusFor(app.db, ADMIN)).not.toBe(withButtons);
      expect(buttons).not.toContain('btn_add');
    } finally {
      app.db.prepare('UPDATE module_buttons SET enabled_mark = 1 WHERE module_id = ? AND en_code = ?').run(DICTIONARY, 'btn_add');
    }
  });

  it('is recomputed when a user’s rights change', () => {
    const org = createOrganization(app);
    const user: MenuUser = { id: createMember(app, { organizations: [org] }), isAdministrator: false, systemId: null };
    expect(pageName(user, DICTIONARY)).toBeUndefined();
    grantItem(app, 'Organize', org, 'module', SYSTEM_DATA);
    grantItem(app, 'Organize', org, 'module', DICTIONARY);
    expect(pageName(user, DICTIONARY)).toBeDefined();
  });

  it('is listed and cleared by cache management', () => {
    const first = menusFor(app.db, ADMIN);
    const cache = findCache('menus');
    expect(cache?.stats(app.db).entries).toBeGreaterThan(0);
    cache?.clear(app.db);
    expect(cache?.stats(app.db).entries).toBe(0);
    const again = menusFor(app.db, ADMIN);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
