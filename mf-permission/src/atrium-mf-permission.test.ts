// The entry maps every permission menu (server seed, menu codes permission/…) to a parcel that
// loads with its strings.
import { pages } from './atrium-mf-permission';

jest.mock('./i18n', () => ({ registerPermissionTranslations: jest.fn(() => Promise.resolve()) }));

const MENUS = ['grade', 'organize', 'department', 'position', 'user', 'role', 'userGroup', 'authorize', 'userOnline'].map((code) => `permission/${code}`);

it('has a page for each permission menu, and each loads a parcel with its lifecycles', async () => {
  expect(Object.keys(pages).sort()).toEqual([...MENUS].sort());
  const i18n = jest.requireMock('./i18n') as { registerPermissionTranslations: jest.Mock };
  for (const url of MENUS) {
    const parcel = (await pages[url]!()) as { bootstrap?: unknown; mount?: unknown; unmount?: unknown };
    expect(parcel.bootstrap).toEqual(expect.any(Function));
    expect(parcel.mount).toHaveLength(2); // styles on, then React
    expect(parcel.unmount).toHaveLength(2);
  }
  expect(i18n.registerPermissionTranslations).toHaveBeenCalledTimes(MENUS.length);
});
