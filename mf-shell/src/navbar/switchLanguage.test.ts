import { $locale, setLocale } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { saveLanguage } from './api';
import { switchLanguage } from './switchLanguage';

jest.mock('./api', () => ({ saveLanguage: jest.fn() }));
const save = saveLanguage as jest.MockedFunction<typeof saveLanguage>;

beforeAll(async () => {
  setLocale('zh');
  await registerShellTranslations();
});

beforeEach(() => {
  setLocale('zh');
  save.mockReset();
});

it('saves the language on the server, then switches the UI', async () => {
  save.mockResolvedValue(null);
  await switchLanguage('en');
  expect(save).toHaveBeenCalledWith('en');
  expect($locale.get()).toBe('en');
});

it('keeps the current language when the server refuses', async () => {
  save.mockRejectedValue(new Error('refused'));
  await expect(switchLanguage('zhtw')).rejects.toThrow('refused');
  expect($locale.get()).toBe('zh');
});
