import { $locale, refreshCurrentUser, setLocale } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { saveLanguage } from './api';
import { switchLanguage } from './switchLanguage';

jest.mock('./api', () => ({ saveLanguage: jest.fn() }));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), refreshCurrentUser: jest.fn(() => Promise.resolve()) }));
const save = saveLanguage as jest.MockedFunction<typeof saveLanguage>;
const refresh = refreshCurrentUser as jest.MockedFunction<typeof refreshCurrentUser>;

beforeAll(async () => {
  setLocale('zh');
  await registerShellTranslations();
});

beforeEach(() => {
  setLocale('zh');
  save.mockReset();
  refresh.mockClear();
});

it('saves the language on the server, then switches the UI', async () => {
  save.mockResolvedValue(null);
  await switchLanguage('en');
  expect(save).toHaveBeenCalledWith('en');
  expect($locale.get()).toBe('en');
  // The menus come again, named in the new language.
  expect(refresh).toHaveBeenCalledTimes(1);
});

it('keeps the current language when the server refuses', async () => {
  save.mockRejectedValue(new Error('refused'));
  await expect(switchLanguage('zhtw')).rejects.toThrow('refused');
  expect($locale.get()).toBe('zh');
});
