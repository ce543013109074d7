// The entry maps the built pages and, for every other page key of its prefixes (a released module's
// onlineDev/run/<enCode>, model/…, pages not built yet), the dynamic page; each loads a parcel.
import { pages, widgets } from './atrium-mf-online-dev';

jest.mock('./i18n', () => ({
  registerOnlineDevTranslations: jest.fn(() => Promise.resolve()),
  registerGeneratorTranslations: jest.fn(() => Promise.resolve()),
  ONLINE_DEV_NS: 'onlineDev',
  GENERATOR_NS: 'onlineDevGenerator',
}));

type Lifecycles = { bootstrap?: unknown; mount?: unknown; unmount?: unknown };

it('lists the built pages and answers any other page key with the dynamic page', async () => {
  expect(Object.keys(pages).sort()).toEqual(['generator/appForm', 'generator/flowForm', 'generator/webForm', 'onlineDev/visualPortal', 'onlineDev/webDesign']);
  for (const key of ['onlineDev/webDesign', 'onlineDev/visualPortal', 'generator/webForm', 'onlineDev/run/leave', 'model/demoModel', 'onlineDev/dataReport', 'generator/appForm']) {
    expect(key in pages).toBe(true);
    const parcel = (await pages[key]!()) as Lifecycles;
    expect(parcel.bootstrap).toEqual(expect.any(Function));
    expect(parcel.mount).toHaveLength(2); // styles on, then React
    expect(parcel.unmount).toHaveLength(2);
  }
  expect(await pages['onlineDev/run/a']!()).toBe(await pages['model/b']!());
  expect(await pages['onlineDev/webDesign']!()).not.toBe(await pages['onlineDev/run/a']!());
  // The generator's three pages are parcels of their own, not the dynamic page, with the generator's strings.
  expect(await pages['generator/appForm']!()).not.toBe(await pages['onlineDev/run/a']!());
  expect(await pages['generator/webForm']!()).not.toBe(await pages['generator/flowForm']!());
  const i18n = jest.requireMock('./i18n') as { registerOnlineDevTranslations: jest.Mock; registerGeneratorTranslations: jest.Mock };
  expect(i18n.registerOnlineDevTranslations).toHaveBeenCalled();
  expect(i18n.registerGeneratorTranslations).toHaveBeenCalled();
});

it('answers nothing for names that are not page keys (JSON, thenables)', () => {
  expect(pages.toJSON).toBeUndefined();
  expect((pages as unknown as { then?: unknown }).then).toBeUndefined();
  expect('then' in pages).toBe(false);
  // Page loaders are functions: a serialised map holds none of them, and toJSON is not a page.
  expect(JSON.stringify(pages)).toBe('{}');
});

it('exports the portal renderer as the widget the home page mounts', async () => {
  expect(Object.keys(widgets)).toEqual(['portalView']);
  const parcel = (await widgets.portalView!()) as Lifecycles;
  expect(parcel.mount).toHaveLength(2);
  expect(parcel.unmount).toHaveLength(2);
  // Not the dynamic page: a portal is not a form module.
  expect(parcel).not.toBe(await pages['onlineDev/run/a']!());
});
