// The entry exposes the pages the route manifest sends here and the drawer widget, each a parcel
// whose strings are registered by the time it loads.
import { setLocale, t } from '@atrium/shared';
import { pages, widgets } from './atrium-mf-message';
import { MESSAGE_NS } from './i18n';

beforeAll(() => setLocale('zh'));

it.each([
  ['pages', 'messageRecord'],
  ['pages', 'system/notice'],
  ['widgets', 'messageDrawer'],
])('%s.%s loads a parcel with its translations', async (group, key) => {
  const load = (group === 'pages' ? pages : widgets)[key];
  const config = await load?.();
  // createPageParcel returns an object config with mount and unmount lifecycles.
  expect(config).toEqual(expect.objectContaining({ mount: expect.anything(), unmount: expect.anything() }));
  expect(t('message.site', { ns: MESSAGE_NS })).toBe('站内消息');
});
