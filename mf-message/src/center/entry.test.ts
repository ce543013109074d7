// The message-centre pages are in the entry under the menu's urlAddress, each a parcel whose
// strings are registered by the time it loads.
import { setLocale, t } from '@atrium/shared';
import { pages } from '../atrium-mf-message';
import { MESSAGE_NS } from '../i18n';

beforeAll(() => setLocale('zh'));

it.each([
  'msgCenter/accountConfig/mail',
  'msgCenter/accountConfig/shortMsg',
  'msgCenter/accountConfig/weCom',
  'msgCenter/accountConfig/dingTalk',
  'msgCenter/accountConfig/webhook',
  'msgCenter/accountConfig/mp',
  'msgCenter/msgTemplate',
  'msgCenter/sendConfig',
  'msgCenter/msgMonitor',
])('%s loads a parcel with its translations', async (key) => {
  const config = await pages[key]?.();
  expect(config).toEqual(expect.objectContaining({ mount: expect.anything(), unmount: expect.anything() }));
  expect(t('center.template.testSend', { ns: MESSAGE_NS })).toBe('测试发送');
});

it('gives each channel its own parcel, and the same one on every load', async () => {
  const mail = await pages['msgCenter/accountConfig/mail']?.();
  expect(await pages['msgCenter/accountConfig/mail']?.()).toBe(mail);
  expect(await pages['msgCenter/accountConfig/mp']?.()).not.toBe(mail);
});
